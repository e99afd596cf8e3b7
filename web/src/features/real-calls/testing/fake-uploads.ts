/** @file Test helper: a stand-in for the browser's XMLHttpRequest that the test answers with the upload's typed lines. */
import { vi } from "vitest";
import type { ErrorBody } from "@domain/api-errors";
import { progressLine, type UploadProgressEvent } from "@domain/real-calls/upload-progress";

export interface FakeUpload {
  url: string;
  headers: Record<string, string>;
  /** The form's fields, the file by its name. */
  fields: Record<string, string>;
  /** The browser's upload progress event. */
  sent(loaded: number, total: number): void;
  /** One line of the progress stream, as the server writes it. */
  tell(event: UploadProgressEvent): void;
  /** The answer ends (200 after a stream; any other status with a JSON error body, refused on arrival). */
  end(status?: number, body?: ErrorBody): void;
}

export function fakeUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    responseText = "";
    status = 0;
    statusText = "";
    private contentType = "";
    private request: Partial<FakeUpload> & { headers: Record<string, string> } = { headers: {} };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === "content-type" ? this.contentType : null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const fields: Record<string, string> = {};
      form.forEach((value, name) => (fields[name] = typeof value === "string" ? value : value.name));
      uploads.push({
        url: this.request.url!,
        headers: this.request.headers,
        fields,
        sent: (loaded, total) => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent),
        tell: (event) => {
          this.status = 200;
          this.contentType = "application/x-ndjson";
          this.responseText += progressLine(event);
          this.onprogress?.();
        },
        end: (status = 200, body) => {
          this.status = status;
          if (body) {
            this.contentType = "application/json";
            this.responseText = JSON.stringify(body);
          }
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return uploads;
}
