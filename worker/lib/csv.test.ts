import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text, numbers and empties as they are", () => {
    expect(csvCell("Dana Whitfield")).toBe("Dana Whitfield");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes dates as ISO 8601 UTC", () => {
    expect(csvCell(new Date("2026-03-04T05:06:07.000Z"))).toBe("2026-03-04T05:06:07.000Z");
  });

  it("quotes cells with commas, quotes or line breaks and doubles inner quotes", () => {
    expect(csvCell("Park, Lee & Co")).toBe('"Park, Lee & Co"');
    expect(csvCell('The "best" team')).toBe('"The ""best"" team"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil.test\",\"click\")")).toBe('"\'=HYPERLINK(""http://evil.test"",""click"")"');
    expect(csvCell("+1 512 555 0147")).toBe("'+1 512 555 0147");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe("\"'\r=1\"");
  });

  it("does not touch formula characters after the first position", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("ann+list@example.test")).toBe("ann+list@example.test");
  });
});

describe("toCsv", () => {
  it("writes the header then one line per row, CRLF-terminated", () => {
    expect(toCsv(["Name", "Notes"], [["Dana", "hi, there"], ["Lee", null]])).toBe('Name,Notes\r\nDana,"hi, there"\r\nLee,\r\n');
  });

  it("writes just the header for no rows", () => {
    expect(toCsv(["Name", "Email"], [])).toBe("Name,Email\r\n");
  });
});
