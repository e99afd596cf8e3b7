import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes every cell, numbers and empties included", () => {
    expect(csvCell("Dana Whitfield")).toBe('"Dana Whitfield"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it("writes dates as ISO 8601 UTC", () => {
    expect(csvCell(new Date("2026-03-04T05:06:07.000Z"))).toBe('"2026-03-04T05:06:07.000Z"');
  });

  it("keeps commas, semicolons and line breaks inside the quotes and doubles inner quotes", () => {
    expect(csvCell("Park, Lee & Co")).toBe('"Park, Lee & Co"');
    expect(csvCell('The "best" team')).toBe('"The ""best"" team"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe('"\'=HYPERLINK(""http://evil.test"",""click"")"');
    expect(csvCell("+1 512 555 0147")).toBe('"\'+1 512 555 0147"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1:A2)")).toBe('"\'@SUM(A1:A2)"');
    expect(csvCell("\tcmd")).toBe('"\'\tcmd"');
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
  });

  it("neutralises a formula after a semicolon, where locales that split on ; start a new cell", () => {
    expect(csvCell("Ann;=1+1")).toBe('"Ann;\'=1+1"');
    expect(csvCell("Ann; =1+1")).toBe('"Ann; \'=1+1"');
    expect(csvCell("a;b;@cmd;-1")).toBe("\"a;b;'@cmd;'-1\"");
    expect(csvCell("  =1+1")).toBe('"  \'=1+1"');
  });

  it("does not touch formula characters inside a cell", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("ann+list@example.test")).toBe('"ann+list@example.test"');
  });
});

describe("toCsv", () => {
  it("writes the header then one line per row, every cell quoted, CRLF-terminated", () => {
    expect(
      toCsv(
        ["Name", "Notes"],
        [
          ["Dana", "hi, there"],
          ["Lee", null],
        ],
      ),
    ).toBe('"Name","Notes"\r\n"Dana","hi, there"\r\n"Lee",""\r\n');
  });

  it("writes just the header for no rows", () => {
    expect(toCsv(["Name", "Email"], [])).toBe('"Name","Email"\r\n');
  });
});
