// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast, Toaster } from "./toast";

describe("toast", () => {
  it("renders nothing until the first toast, then shows it, one at a time", async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe("");

    await act(() => toast({ title: "Settings saved", description: "Your settings have been updated successfully." }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(screen.getByText("Your settings have been updated successfully.")).toBeTruthy();

    await act(() =>
      toast({ title: "Login Failed", description: "Unable to log in. Please try again.", variant: "destructive" }),
    );
    expect(await screen.findByText("Login Failed")).toBeTruthy();
    await expect.poll(() => screen.queryByText("Settings saved")).toBeNull();
  });
});

describe("swipe right to dismiss (spec §9: threshold 50)", () => {
  async function raise(title: string) {
    await act(() => toast({ title }));
    const root = (await screen.findByText(title)).closest<HTMLElement>('[data-part="root"]')!;
    await waitFor(() => expect(root.getAttribute("data-state")).toBe("open"));
    return root;
  }

  /** A drag from x 100 to x 100 + distance in the given steps, `pauseMs` of real time between two steps. */
  async function drag(
    root: HTMLElement,
    distance: number,
    steps: number,
    pauseMs: number,
    end: "up" | "cancel" = "up",
  ) {
    fireEvent.pointerDown(root, { clientX: 100, pointerId: 1, button: 0 });
    for (let step = 1; step <= steps; step += 1) {
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      fireEvent.pointerMove(root, { clientX: 100 + (distance * step) / steps, pointerId: 1 });
    }
    if (end === "up") fireEvent.pointerUp(root, { clientX: 100 + distance, pointerId: 1 });
    else fireEvent.pointerCancel(root, { clientX: 100 + distance, pointerId: 1 });
  }

  it("a slow swipe past the threshold dismisses the toast, as surely as a fast one", async () => {
    render(<Toaster />);
    const slow = await raise("Slowly swiped");
    await act(() => drag(slow, 60, 30, 20));
    await waitFor(() => expect(slow.getAttribute("data-state")).toBe("closed"));

    const fast = await raise("Flicked away");
    await act(() => drag(fast, 60, 1, 0));
    await waitFor(() => expect(fast.getAttribute("data-state")).toBe("closed"));
  });

  it("a swipe that carries the toast out from under the pointer dismisses it, though the region resumes its toasts as it goes", async () => {
    render(<Toaster />);
    const root = await raise("Swiped out");
    const region = root.closest<HTMLElement>('[role="region"]')!;
    fireEvent.mouseMove(region);
    await waitFor(() => expect(root.hasAttribute("data-paused")).toBe(true));
    await act(async () => {
      await drag(root, 80, 2, 0);
      // The toast slid away from under the pointer before it re-rendered: the browser reports the pointer leaving.
      fireEvent.mouseLeave(region);
    });
    console.log("after", root.getAttribute("data-state"), root.hasAttribute("data-paused"));
    await waitFor(() => expect(root.getAttribute("data-state")).toBe("closed"));
  });

  it("a swipe short of the threshold, to the left, or taken over by the browser leaves the toast where it was", async () => {
    render(<Toaster />);
    const root = await raise("Still here");
    await act(() => drag(root, 40, 8, 5));
    await act(() => drag(root, -120, 8, 0));
    await act(() => drag(root, 120, 8, 0, "cancel"));
    expect(root.getAttribute("data-state")).toBe("open");
    expect(root.style.transform).toBe("");
  });
});
