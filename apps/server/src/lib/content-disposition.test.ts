import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('Content-Disposition', () => {
  it('answers an attachment with the UTF-8 name, the extension kept on the ASCII fallback', () => {
    expect(contentDisposition('attachment', '外滩滨江立面照明 - Luminaire schedule.xlsx', '.xlsx')).toBe(
      `attachment; filename="Luminaire schedule.xlsx"; filename*=UTF-8''${encodeURIComponent('外滩滨江立面照明 - Luminaire schedule.xlsx')}`,
    );
  });

  it('falls back to the given name when nothing readable is left in ASCII', () => {
    expect(contentDisposition('attachment', '外滩滨江立面照明 - 灯具表.pdf', '.pdf', 'schedule-3')).toBe(
      `attachment; filename="schedule-3.pdf"; filename*=UTF-8''${encodeURIComponent('外滩滨江立面照明 - 灯具表.pdf')}`,
    );
  });

  it('keeps quotes, separators and control characters out of both names', () => {
    const header = contentDisposition('attachment', 'a/b\\c"d\r\n(e)*.pdf', '.pdf');
    expect(header).toBe(`attachment; filename="a-b-c-d-(e)*.pdf"; filename*=UTF-8''a-b-c-d-%28e%29%2A.pdf`);
  });
});
