import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { MESSAGES } from '../../../../../domain/messages';
import { useNotify } from '../../../../components/notifications';
import { useUploadMemberImage } from '../api/upload-member-image';
import { MemberAvatar } from '../member-avatar';
import { imageFileProblem, uploadFailureMessage, uploadRefusalReason } from './image-file-check';

interface MemberImageFieldProps {
  /** 'Member 1', used in the labels. */
  memberLabel: string;
  idPrefix: string;
  name: string;
  image: string;
  onChange: (image: string) => void;
  /** While the dialog saves, or another upload runs. */
  disabled: boolean;
}

/**
 * A member's picture: a preview, Upload Image (image files only; the server stores it and
 * answers its address) and Remove picture.
 */
export function MemberImageField({
  memberLabel,
  idPrefix,
  name,
  image,
  onChange,
  disabled,
}: MemberImageFieldProps) {
  const notify = useNotify();
  const upload = useUploadMemberImage();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-image-file`;
  const hintId = `${idPrefix}-image-hint`;
  // Said in the dialog too: while a dialog is open, the notifications are hidden from screen
  // readers with the rest of the page.
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const report = (ok: boolean, message: string) => {
    setResult({ ok, message });
    notify(message, ok ? 'success' : 'error');
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      report(false, uploadFailureMessage(problem));
      return;
    }
    setResult(null);
    try {
      onChange(await upload.mutateAsync(file));
      report(true, MESSAGES.imageUploaded);
    } catch (error) {
      report(false, uploadFailureMessage(uploadRefusalReason(error)));
    }
  };

  const uploading = upload.isPending;
  const who = name.trim() || memberLabel.toLowerCase();

  return (
    <Box
      role="group"
      aria-label={`${memberLabel} image`}
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <MemberAvatar name={name} image={image} size={64} alt={`Picture of ${who}`} />
      <Box
        sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, flex: '1 1 12rem' }}
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<CloudUploadIcon aria-hidden />}
            onClick={() => inputRef.current?.click()}
            disabled={disabled || uploading}
            aria-label={`${uploading ? 'Uploading image' : 'Upload image'} for ${memberLabel.toLowerCase()}`}
            aria-describedby={hintId}
          >
            {uploading ? 'Uploading...' : 'Upload Image'}
          </Button>
          {image && (
            <Button
              size="small"
              color="error"
              onClick={() => {
                onChange('');
                setResult(null);
              }}
              disabled={disabled || uploading}
              aria-label={`Remove picture of ${memberLabel.toLowerCase()}`}
            >
              Remove picture
            </Button>
          )}
        </Box>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {image ? 'Picture chosen.' : 'No picture yet.'} JPEG, PNG, WebP or GIF, at most 5 MB.
        </Typography>
        <Typography
          role="status"
          variant="body2"
          sx={{ color: result?.ok ? 'success.dark' : 'error.main', fontWeight: 600 }}
        >
          {result?.message}
        </Typography>
      </Box>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        aria-label={`${memberLabel} image file`}
        tabIndex={-1}
        hidden
        onChange={(event) => void onPick(event)}
      />
    </Box>
  );
}
