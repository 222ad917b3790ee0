import { z } from 'zod';
import { selectionRequest } from './detections.js';
import { DATA_SOURCE_LABELS } from './rules/measured-calculated.js';

/**
 * `POST /api/contests/tyList/export`: the body of `tyList` (filters, sort; with the weight fields
 * and an application type the rows are ranked as `weightList` ranks them) and the columns to
 * write, in order: keys of the type's column definitions or `EXPORT_EXTRA_COLUMNS`. Without
 * `columns`, the table's default (`tableColumnKeys` of the definitions flagged as shown).
 * `page` is accepted and ignored: the export holds every matching row.
 */
export const selectionExportRequest = selectionRequest.extend({
  columns: z.array(z.string().min(1).max(40)).min(1).max(80).nullish(),
});
export type SelectionExportRequest = z.input<typeof selectionExportRequest>;
export type SelectionExportQuery = z.output<typeof selectionExportRequest>;

/** Words of the export's own columns and values, in the product's two languages. */
export const SELECTION_EXPORT_LABELS = {
  sheet: { zh: '选型结果', en: 'Selection' },
  file: { zh: '选型', en: 'selection' },
  score: { zh: '得分', en: 'Score' },
  surfaceType: { zh: '面', en: 'Face' },
  dataType: { zh: '数据类型', en: 'Data type' },
  contestTypeStr: { zh: '应用类型', en: 'Application type' },
  faceA: { zh: 'A 面', en: 'Face A' },
  faceB: { zh: 'B 面', en: 'Face B' },
  dataType1: { zh: '典型检测', en: 'Typical detection' },
  dataType2: { zh: '项目检测', en: 'Project detection' },
  dataType4: { zh: '计算数据', en: 'Calculated data' },
  dataSource: DATA_SOURCE_LABELS.source,
} as const;
