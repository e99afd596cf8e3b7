// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast, Toaster } from "./toast";

describe("toast", () => {
  it("renders nothing until the first toast, then shows it, one at a time", async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe("");

    await act(() => toast({ title: "Settings saved", description: "Your settings have been updated successfully." }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(screen.getByText("Your settings have been updated successfully.")).toBeTruthy();

    await act(() => toast({ title: "Login Failed", description: "Unable to log in. Please try again.", variant: "destructive" }));
    expect(await screen.findByText("Login Failed")).toBeTruthy();
    await expect.poll(() => screen.queryByText("Settings saved")).toBeNull();
  });
});
