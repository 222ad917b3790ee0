import type { FacePictureAnswer, FacePictureRequest } from '@lampsheet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAnswerLanguage } from './i18n';

/**
 * `POST /api/photometry/picture`: one face of a fixture on a surface drawn by the engine, on a
 * fixed cd/m² `range` when pictures are compared (equal colours, equal luminance).
 */
export const getFacePicture = (request: FacePictureRequest) => api.post<FacePictureAnswer>('/photometry/picture', request, { silent: true });

/** The picture of a request (none while `request` is undefined), in the app's language; the last one stays while the next is drawn. */
export const useFacePicture = (request: FacePictureRequest | undefined) =>
  useQuery({
    queryKey: ['face-picture', request ?? null, useAnswerLanguage()],
    queryFn: () => getFacePicture(request!),
    enabled: !!request,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Width (px) a face picture is shown at, at least, on the screen and the printed page: 240 to be read (issue 25; Compare's were about 50 px, the check's effect picture 160). */
export const FACE_PICTURE_MIN_WIDTH = 240;

/** The smallest 1-2-5 round value (1, 2, 5, 10, 20 …) at or above `v`: a fixed range's default top. */
export function roundScaleTop(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 5, 10]) if (m * p >= v * (1 - 1e-9)) return m * p;
  return 10 * p;
}
