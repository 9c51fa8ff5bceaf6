import { useState } from 'react';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useUploadAboutImage } from './api/upload-about-image';
import { imageFileProblem, uploadFailureMessage, uploadRefusalReason } from './image-file-check';

export interface UploadResult {
  ok: boolean;
  message: string;
}

/**
 * Checks and uploads a chosen picture, and says how it went: in a notification, and in `result`
 * for the dialog it was chosen in to show (while a dialog is open, notifications are hidden from
 * screen readers with the rest of the page).
 */
export function usePictureUpload() {
  const notify = useNotify();
  const upload = useUploadAboutImage();
  const [result, setResult] = useState<UploadResult | null>(null);
  const report = (ok: boolean, message: string) => {
    setResult({ ok, message });
    notify(message, ok ? 'success' : 'error');
  };

  /** The stored picture's address, or null when it was refused (and said so). */
  const send = async (file: File): Promise<string | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      report(false, uploadFailureMessage(problem));
      return null;
    }
    setResult(null);
    try {
      const address = await upload.mutateAsync(file);
      report(true, MESSAGES.imageUploaded);
      return address;
    } catch (error) {
      report(false, uploadFailureMessage(uploadRefusalReason(error)));
      return null;
    }
  };

  return { send, uploading: upload.isPending, result, clearResult: () => setResult(null) };
}
