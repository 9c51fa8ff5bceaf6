import { UPLOAD_MAX_BYTES } from '../../../../../domain/about-schemas';
import { MESSAGES } from '../../../../../domain/messages';
import { ApiError } from '../../../../lib/api-client';

/**
 * Why a chosen file cannot be a member's picture, or null when it may be sent. The server
 * decides in the end (it decodes every upload); this only saves a pointless upload.
 */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
    return 'Choose a picture file (JPEG, PNG, WebP or GIF).';
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return 'The image is larger than 5 MB. Please choose a smaller picture.';
  }
  return null;
}

/** 'Failed to upload image', with the reason beside it when there is one. */
export function uploadFailureMessage(reason: string | null): string {
  return reason ? `${MESSAGES.imageUploadFailed}: ${reason}` : MESSAGES.imageUploadFailed;
}

/** The server's own reason for refusing an upload (415, 413, 400), if it gave one. */
export function uploadRefusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : null;
}
