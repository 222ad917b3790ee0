import ExcelJS from 'exceljs';
import { synthesizeIes, synthesizeLdt } from '@lampsheet/photometry';
import { multipart } from './multipart.js';

/**
 * The multipart body of an administrator's fixture import: a spreadsheet of `lamps` rows and
 * their photometric files (`fileOf`: the i-th file's name and text, else a synthetic wall washer
 * or flood).
 */
export async function importSpreadsheet(lamps: number, tag: string, fileOf?: (i: number) => { name: string; text: string }) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('fixtures');
  ws.addRow(['Brand', 'Model', 'Lamp type', 'Power', 'Voltage', 'Price', 'Length', 'Width', 'Height', 'Photometric file']);
  const files: Array<{ name: string; filename: string; contentType: string; data: Buffer }> = [];
  for (let i = 0; i < lamps; i++) {
    const given = fileOf?.(i);
    const name = given?.name ?? `${tag}-${i}.${i % 2 ? 'ies' : 'ldt'}`;
    const data = given ? given.text : i % 2
      ? synthesizeIes({ kind: 'wallWasher', beamAngle: 20 + i, lumens: 1800 + i * 10, watts: 20, manufacturer: 'Team', luminaireName: `${tag} ${i}` })
      : synthesizeLdt({ kind: 'flood', beamAngle: 24 + i, lumens: 4000 + i * 10, watts: 40, manufacturer: 'Team', luminaireName: `${tag} ${i}` });
    ws.addRow(['Team Lighting', `${tag.toUpperCase()}-${i}`, 'Floodlight', 40, 'AC220V', 1000 + i, 240, 180, 90, name]);
    files.push({ name: 'files', filename: name, contentType: 'application/octet-stream', data: Buffer.from(data) });
  }
  const sheet = Buffer.from(await wb.xlsx.writeBuffer());
  return multipart([{ name: 'spreadsheet', filename: `${tag}.xlsx`, contentType: 'application/octet-stream', data: sheet }, ...files]);
}
