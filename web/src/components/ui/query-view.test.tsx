// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorText, QueryView } from "./query-view";

const view = (query: { isPending: boolean; isError: boolean; data: string[] | undefined }) =>
  render(
    <QueryView
      query={query}
      loading={<p>Loading names</p>}
      failed={<ErrorText>Failed to load the names.</ErrorText>}
      isEmpty={(names) => names.length === 0}
      empty={<p>No names yet.</p>}
    >
      {(names) => <p>{names.join(", ")}</p>}
    </QueryView>,
  );

describe("QueryView", () => {
  it("shows the loading, failed, empty and loaded states of a query", () => {
    view({ isPending: true, isError: false, data: undefined });
    expect(screen.getByText("Loading names")).toBeTruthy();
    cleanup();
    view({ isPending: false, isError: true, data: undefined });
    expect(screen.getByRole("alert").textContent).toBe("Failed to load the names.");
    cleanup();
    view({ isPending: false, isError: false, data: [] });
    expect(screen.getByText("No names yet.")).toBeTruthy();
    cleanup();
    view({ isPending: false, isError: false, data: ["Dana", "Sam"] });
    expect(screen.getByText("Dana, Sam")).toBeTruthy();
  });

  it("shows what failed when a refetch failed over earlier data", () => {
    view({ isPending: false, isError: true, data: ["Dana"] });
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.queryByText("Dana")).toBeNull();
  });
});
