import { useId, useRef, type Ref } from 'react';
import { Button } from '../form/Button';
import { FileField, FileLabel, FileRow, FileStatus } from './FilePicker.styles';

export interface FilePickerProps {
  /** What the file is for ('PDF document'); it names the button too. */
  label: string;
  /** The button's words, such as 'Choose a file'. */
  buttonLabel: string;
  /** What is chosen: the file's name, 'No file yet', 'Uploading…'; announced when it changes. */
  status: string;
  /** The input's accept list (`.pdf,application/pdf`). */
  accept: string;
  /** While true the button does nothing, but keeps the keyboard's focus. */
  busy?: boolean;
  /** Ids of more text that describes the field (a problem with the file chosen last, help), after the status. */
  describedBy?: string;
  /** True when the file chosen last was refused. */
  invalid?: boolean;
  /** The button, for a caller that moves the keyboard's focus to the field. */
  buttonRef?: Ref<HTMLButtonElement>;
  onFile: (file: File) => void;
}

/**
 * A file field in the platform's words: a labelled button that opens the browser's file chooser and
 * beside it what is chosen. The native input stays hidden, so its own 'No file chosen' never shows
 * next to the status.
 */
export function FilePicker({
  label,
  buttonLabel,
  status,
  accept,
  busy = false,
  describedBy,
  invalid = false,
  buttonRef,
  onFile,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FileField>
      <FileLabel id={`${id}-label`}>{label}</FileLabel>
      <FileRow>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          aria-labelledby={`${id}-label`}
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Clearing lets the same file be chosen again, after a refusal or a removal.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button
          ref={buttonRef}
          id={`${id}-button`}
          type="button"
          $variant="secondary"
          aria-labelledby={`${id}-button-text ${id}-label`}
          aria-describedby={[status && `${id}-status`, describedBy].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid || undefined}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) input.current?.click();
          }}
        >
          <span id={`${id}-button-text`}>{buttonLabel}</span>
        </Button>
        <FileStatus id={`${id}-status`} aria-live="polite">
          {status}
        </FileStatus>
      </FileRow>
    </FileField>
  );
}
