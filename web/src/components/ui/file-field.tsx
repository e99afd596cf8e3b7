import { FileUpload } from "@ark-ui/react/file-upload";
import { buttonClasses } from "./button";

export interface FileFieldProps {
  label: string;
  /** The chosen file, or null. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** What the picker offers first (the input's `accept`); any file may still be chosen and is checked by the server. */
  accept?: string;
  /** What may be chosen, under the label. */
  description?: string;
  disabled?: boolean;
}

/** One file, picked by a button (keyboard) or dropped on the field, shown by name and size once chosen. */
export function FileField({ label, file, onFileChange, accept, description, disabled }: FileFieldProps) {
  return (
    <FileUpload.Root
      maxFiles={1}
      disabled={disabled}
      acceptedFiles={file ? [file] : []}
      onFileChange={(details) => onFileChange(details.acceptedFiles[0] ?? null)}
      className="text-left"
    >
      <FileUpload.Label className="text-sm font-medium text-slate-900">{label}</FileUpload.Label>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      <FileUpload.Dropzone
        disableClick
        className="mt-2 flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-white p-4 data-[dragging]:border-slate-900"
      >
        <FileUpload.Trigger className={buttonClasses("secondary")}>
          {file ? "Choose another file" : "Choose a file"}
        </FileUpload.Trigger>
        <span className="text-sm text-slate-700">or drop it here</span>
      </FileUpload.Dropzone>
      <FileUpload.ItemGroup className="mt-2">
        {file ? (
          <FileUpload.Item file={file} className="flex items-center gap-2 text-sm text-slate-900">
            <FileUpload.ItemName className="font-medium" />
            <FileUpload.ItemSizeText className="text-slate-700" />
          </FileUpload.Item>
        ) : null}
      </FileUpload.ItemGroup>
      <FileUpload.HiddenInput accept={accept} />
    </FileUpload.Root>
  );
}
