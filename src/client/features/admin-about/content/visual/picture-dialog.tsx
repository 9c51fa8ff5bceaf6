import { zodResolver } from '@hookform/resolvers/zod';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { aboutPictureFormSchema } from '@/domain/about-schemas';
import { IMAGE_UPLOAD_HINT } from '@/domain/image-upload';
import { FormTextField } from '@/client/components/form-text-field';
import { resolveImageUrl } from '@/client/lib/api-client';
import { formDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { PictureFileInput, UploadStatus } from '../../picture-upload-controls';
import { usePictureUpload } from '../../use-picture-upload';

export type PictureFormValues = z.output<typeof aboutPictureFormSchema>;

const ID = 'about-picture';

/** Insert picture: upload one from this device and describe it, then put it in the text. */
export const PictureDialog = formDialog({ id: ID, title: 'Insert picture' }, PictureForm);

function PictureForm({ onInsert }: { onInsert: (values: PictureFormValues) => void }) {
  const upload = usePictureUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const { control, handleSubmit, setValue, formState } = useForm<
    z.input<typeof aboutPictureFormSchema>,
    unknown,
    PictureFormValues
  >({
    resolver: zodResolver(aboutPictureFormSchema),
    defaultValues: { src: '', alt: '' },
  });
  const src = useWatch({ control, name: 'src' });
  const missing = formState.errors.src?.message;

  const onFile = async (file: File) => {
    const address = await upload.send(file);
    if (address) setValue('src', address, { shouldValidate: formState.isSubmitted });
  };

  return (
    <FormDialogBody
      onSubmit={handleSubmit(onInsert)}
      refusal={null}
      submitting={upload.uploading}
      submitLabel="Insert picture"
    >
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        {src && (
          <Box
            component="img"
            src={resolveImageUrl(src)}
            alt="The uploaded picture"
            sx={{ maxWidth: '100%', maxHeight: 200, borderRadius: 2 }}
          />
        )}
        <Button
          variant="outlined"
          startIcon={<CloudUploadIcon aria-hidden />}
          onClick={() => inputRef.current?.click()}
          disabled={upload.uploading}
          aria-describedby={`${ID}-hint`}
          autoFocus
        >
          {upload.uploading ? 'Uploading...' : src ? 'Choose another picture' : 'Choose picture'}
        </Button>
        <Typography id={`${ID}-hint`} variant="body2" sx={{ color: 'text.secondary' }}>
          {IMAGE_UPLOAD_HINT}
        </Typography>
        <UploadStatus result={upload.result} />
        {missing && !upload.result && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            {missing}
          </Typography>
        )}
        <PictureFileInput
          ref={inputRef}
          label="Picture file"
          onFile={(file) => void onFile(file)}
        />
      </Box>
      <FormTextField
        control={control}
        name="alt"
        id={`${ID}-alt`}
        label="Description"
        hint="What the picture shows, for people who cannot see it. Leave it empty only for a decoration."
      />
    </FormDialogBody>
  );
}
