import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { ACCEPTED_IMAGE_MIME_TYPES } from '@/domain/image-upload';
import type { UploadResult } from './use-picture-upload';

interface PictureFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** Names the input (its button is what people use). */
  label: string;
  onFile: (file: File) => void;
}

/**
 * The hidden file input behind an upload button: it offers the accepted picture types only and
 * hands over the chosen file.
 */
export function PictureFileInput({ ref, label, onFile }: PictureFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={ACCEPTED_IMAGE_MIME_TYPES.join(',')}
      aria-label={label}
      tabIndex={-1}
      hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared, so choosing the same file again still counts as a change.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/** How the last upload went, said where the picture was chosen (a status, read out politely). */
export function UploadStatus({ result }: { result: UploadResult | null }) {
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{ color: result?.ok ? 'success.dark' : 'error.main', fontWeight: 600 }}
    >
      {result?.message}
    </Typography>
  );
}
