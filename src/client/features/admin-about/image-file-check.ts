import {
  ACCEPTED_IMAGE_MIME_TYPES,
  ACCEPTED_IMAGE_NAMES,
  IMAGE_TOO_LARGE,
  UPLOAD_MAX_BYTES,
} from '@/domain/image-upload';
import { MESSAGES } from '@/domain/messages';
import { ApiError } from '@/client/lib/api-client';

/**
 * Why a chosen file cannot be uploaded as a picture, or null when it may be sent. The server
 * decides in the end (it decodes every upload); this only saves a pointless upload.
 */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_MIME_TYPES.includes(file.type)) {
    return `Choose a picture file (${ACCEPTED_IMAGE_NAMES}).`;
  }
  if (file.size > UPLOAD_MAX_BYTES) return IMAGE_TOO_LARGE;
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
