// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REAL_CALL_CONSENT_TEXT, REAL_CALL_MESSAGES } from "@domain/real-calls/real-call";
import { UPLOAD_PROGRESS_CONTENT_TYPE } from "@domain/real-calls/upload-progress";
import { renderWithProviders } from "@/testing/fake-api";
import { fakeUploads } from "../testing/fake-uploads";
import { RealCallUploadForm } from "./real-call-upload-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recording = () => new File([new Uint8Array(2048)], "call-with-sam.mp3", { type: "audio/mpeg" });
const CALL = {
  id: "5b0c8a44-7d0c-4a8e-9a57-3f1f5b0a9e11",
  source: "real_call",
  score: 64,
  reviewPath: "/review?session=5b0c8a44-7d0c-4a8e-9a57-3f1f5b0a9e11",
} as const;

async function chooseAndConsent(file = recording()) {
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  expect(await screen.findByText("call-with-sam.mp3")).toBeTruthy();
  await userEvent.click(screen.getByLabelText(REAL_CALL_CONSENT_TEXT));
}

const stepStatus = (label: string) =>
  within(screen.getByRole("list", { name: "Processing steps" }))
    .getByText(label)
    .closest("li")!.dataset.status;

describe("the real-call upload form", () => {
  it("sends the file with the consent and redaction, shows the upload and each step, then links to the review", async () => {
    const uploads = fakeUploads();
    const onUploaded = vi.fn();
    renderWithProviders(<RealCallUploadForm onUploaded={onUploaded} />);
    await chooseAndConsent();
    await userEvent.click(screen.getByRole("button", { name: "Upload and score" }));

    const [upload] = uploads;
    expect(upload!.url).toBe("/api/real-calls");
    expect(upload!.headers.accept).toContain(UPLOAD_PROGRESS_CONTENT_TYPE);
    expect(upload!.fields).toEqual({ file: "call-with-sam.mp3", consent: REAL_CALL_CONSENT_TEXT, redact: "lead" });
    expect(screen.getByRole("button", { name: "Uploading…" })).toHaveProperty("disabled", true);

    act(() => upload!.sent(1024, 2048));
    expect(screen.getByRole("progressbar", { name: "Uploading the file" }).getAttribute("aria-valuenow")).toBe("50");
    act(() => {
      upload!.tell({ type: "step", step: "checked", kind: "recording" });
      upload!.tell({ type: "step", step: "transcribing", kind: "recording" });
    });
    expect(stepStatus("File checked")).toBe("done");
    expect(stepStatus("Transcribing the recording")).toBe("in progress");
    expect(stepStatus("Scoring the call")).toBe("waiting");
    expect(screen.getByRole("progressbar", { name: "Processing the call" }).getAttribute("aria-valuenow")).toBe("25");

    act(() => {
      upload!.tell({ type: "step", step: "redacting", kind: "recording" });
      upload!.tell({ type: "step", step: "scoring", kind: "recording" });
      upload!.tell({ type: "done", status: 201, call: CALL });
      upload!.end();
    });
    expect((await screen.findByRole("link", { name: "Open the review" })).getAttribute("href")).toBe(
      `/review?session=${CALL.id}`,
    );
    expect(screen.getByText("64/100")).toBeTruthy();
    // The steps stay in view, each done, once the call is stored.
    expect(
      ["File checked", "Transcribing the recording", "Redacting personal data", "Scoring the call"].map(stepStatus),
    ).toEqual(["done", "done", "done", "done"]);
    expect(onUploaded).toHaveBeenCalledWith(CALL);
  });

  it("asks for the consent and a file before sending anything", async () => {
    const uploads = fakeUploads();
    renderWithProviders(<RealCallUploadForm onUploaded={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Upload and score" }));
    expect((await screen.findByRole("alert")).textContent).toBe(REAL_CALL_MESSAGES.noFile);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, recording());
    await userEvent.click(screen.getByRole("button", { name: "Upload and score" }));
    expect((await screen.findByRole("alert")).textContent).toBe(REAL_CALL_MESSAGES.consent);
    expect(uploads).toEqual([]);
  });

  it("shows the server's reason for a file refused on arrival, and for one refused mid-way", async () => {
    const uploads = fakeUploads();
    renderWithProviders(<RealCallUploadForm onUploaded={() => {}} />);
    await chooseAndConsent(new File(["%PDF-1.7"], "call-with-sam.mp3"));
    await userEvent.click(screen.getByRole("button", { name: "Upload and score" }));
    act(() =>
      uploads[0]!.end(415, { message: REAL_CALL_MESSAGES.notThatFormat("mp3"), code: "unsupported_media_type" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(REAL_CALL_MESSAGES.notThatFormat("mp3"));

    await userEvent.click(screen.getByRole("button", { name: "Upload and score" }));
    act(() => {
      uploads[1]!.tell({ type: "step", step: "checked", kind: "recording" });
      uploads[1]!.tell({ type: "step", step: "transcribing", kind: "recording" });
      uploads[1]!.tell({
        type: "error",
        status: 422,
        error: { message: REAL_CALL_MESSAGES.noSpeech, code: "unprocessable" },
      });
      uploads[1]!.end();
    });
    expect((await screen.findByRole("alert")).textContent).toBe(REAL_CALL_MESSAGES.noSpeech);
    expect(screen.getByRole("button", { name: "Upload and score" })).toHaveProperty("disabled", false);
  });

  it("lets the uploader pick the rep, by keyboard, when the server cannot tell, and sends the file again with that choice", async () => {
    const uploads = fakeUploads();
    renderWithProviders(<RealCallUploadForm agentId="7f8e9d10-0000-4000-8000-000000000001" onUploaded={() => {}} />);
    await chooseAndConsent();
    await userEvent.click(screen.getByRole("button", { name: "Upload and score" }));
    act(() => {
      uploads[0]!.tell({
        type: "error",
        status: 422,
        error: {
          message: REAL_CALL_MESSAGES.pickRep,
          code: "rep_speaker_required",
          issues: [
            { path: "repSpeaker", message: "speaker_0: Hi, is this Sam? This is Dana from Harbor Realty." },
            { path: "repSpeaker", message: "speaker_1: I guess. What is this about?" },
          ],
        },
      });
      uploads[0]!.end();
    });
    expect((await screen.findByRole("alert")).textContent).toBe(REAL_CALL_MESSAGES.pickRep);
    const choices = screen.getByRole("radiogroup", { name: "The rep is" });
    expect(within(choices).getByText("“Hi, is this Sam? This is Dana from Harbor Realty.”")).toBeTruthy();
    const again = screen.getByRole("button", { name: "Upload again with this rep" });
    expect(again).toHaveProperty("disabled", true);
    await userEvent.click(within(choices).getByText("speaker_0"));
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.click(again);
    expect(uploads[1]!.fields).toMatchObject({
      repSpeaker: "speaker_1",
      agentId: "7f8e9d10-0000-4000-8000-000000000001",
      redact: "lead",
    });
    act(() => {
      uploads[1]!.tell({ type: "done", status: 201, call: CALL });
      uploads[1]!.end();
    });
    expect((await screen.findByRole("link", { name: "Open the review" })).getAttribute("href")).toBe(
      `/review?session=${CALL.id}&agent=7f8e9d10-0000-4000-8000-000000000001`,
    );
  });
});
