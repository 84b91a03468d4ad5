import { PROFILE_TEXT } from '@/lib/resources/profile-text';
import { apiErrorMessage } from './api-errors';

/**
 * POST /api/media_objects (multipart, field `file`) → the stored file's contentUrl. Through
 * XMLHttpRequest rather than fetch, for its upload progress events: a 10 MB photo on a phone
 * takes a while, and the member sees how far it got.
 */
export function uploadMediaObject(file: File, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media_objects');
    request.setRequestHeader('Accept', 'application/ld+json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status !== 201) {
        reject(new Error(apiErrorMessage(request.status, request.statusText, request.responseText)));
        return;
      }
      try {
        resolve((JSON.parse(request.responseText) as { contentUrl: string }).contentUrl);
      } catch {
        reject(new Error(PROFILE_TEXT.networkFailed));
      }
    };
    request.onerror = () => reject(new Error(PROFILE_TEXT.networkFailed));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
