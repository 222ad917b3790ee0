import type { PolarPictureAnswer, PolarPictureRequest } from '@lampsheet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useAnswerLanguage } from '@/lib/i18n';

/** `POST /api/photometry/polar`: the engine's polar diagram as SVG, in the request's language. */
export const getPolarPicture = (request: PolarPictureRequest) => api.post<PolarPictureAnswer>('/photometry/polar', request, { silent: true });

export interface PolarCurveProps {
  /** One file (both planes) or up to three files on one plane, each with its legend, colour and dash. */
  curves: PolarPictureRequest['curves'];
  /** 'both': the two principal planes of one file; 'c0c180' or 'c90c270': the files overlaid on that plane. */
  plane?: 'both' | 'c0c180' | 'c90c270';
  /** Width in px. */
  size?: number;
}

/**
 * The polar intensity diagram of a luminaire: nadir (γ 0°) down, the C0 (or C90) side on the
 * right, rings in cd, both principal planes (or several fixtures on one plane), the beam and
 * field angles as cones and the peak intensity labelled. The engine draws it (the picture the
 * sheets print: one geometry); the server answers it as SVG, shown inline.
 */
export function PolarCurve({ curves, plane = 'both', size = 300 }: PolarCurveProps) {
  const { t } = useTranslation();
  const lang = useAnswerLanguage();
  const request: PolarPictureRequest = { curves, plane, size };
  const picture = useQuery({
    queryKey: ['polar', request, lang],
    queryFn: () => getPolarPicture(request),
    enabled: curves.length > 0,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
  if (picture.isError) return <Alert type="warning" showIcon title={t('photometry.loadFailed')} style={{ width: size }} />;
  if (!picture.data) {
    return (
      <Flex justify="center" align="center" style={{ width: size, height: size }} data-testid="polar-curve-loading">
        <Spin />
      </Flex>
    );
  }
  return (
    <div
      data-testid="polar-curve"
      style={{ width: picture.data.width, height: picture.data.height, lineHeight: 0 }}
      // The engine's own SVG (every text escaped by it): drawn inline so it scales crisply and its words can be read.
      dangerouslySetInnerHTML={{ __html: picture.data.svg }}
    />
  );
}
