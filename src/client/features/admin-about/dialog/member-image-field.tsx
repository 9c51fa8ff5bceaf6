import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { IMAGE_UPLOAD_HINT } from '@/domain/image-upload';
import { MemberAvatar } from '../member-avatar';
import { PictureFileInput, UploadStatus } from '../picture-upload-controls';
import { usePictureUpload } from '../use-picture-upload';

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
  const upload = usePictureUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${idPrefix}-image-hint`;

  const onFile = async (file: File) => {
    const address = await upload.send(file);
    if (address) onChange(address);
  };

  const uploading = upload.uploading;
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
                upload.clearResult();
              }}
              disabled={disabled || uploading}
              aria-label={`Remove picture of ${memberLabel.toLowerCase()}`}
            >
              Remove picture
            </Button>
          )}
        </Box>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {image ? 'Picture chosen.' : 'No picture yet.'} {IMAGE_UPLOAD_HINT}
        </Typography>
        <UploadStatus result={upload.result} />
      </Box>
      <PictureFileInput
        ref={inputRef}
        label={`${memberLabel} image file`}
        onFile={(file) => void onFile(file)}
      />
    </Box>
  );
}
