import type { GldfRefusal, PhotometryRefusal } from './domain/refusals.js';

/**
 * Every message the server sends to a person, in the two languages of the product. The
 * specification's own wording is used where it gives one (some of it only in Chinese, some
 * only in English); the other language is our translation.
 */
export const MESSAGES = {
  ok: { zh: '操作成功！', en: 'Operation successful!' },
  customNumberRequired: { zh: '请填写自定义编号', en: 'please fill in the custom number' },
  beamAngleRequired: { zh: '请选择光束角', en: 'Please select a beam angle' },
  colourRequired: { zh: '请选择色温色彩', en: 'Please select the colour temperature or colour' },
  lampTypeRequired: { zh: '请选择灯具类型', en: 'Please select a lamp type' },
  lampSketchRequired: { zh: '请选择灯具示意图！', en: 'Please select a lamp sketch!' },
  powerRequired: { zh: '请选择填写功率！', en: 'Please fill in the power!' },
  powerInvalid: { zh: '请输入正确的功率！', en: 'Please enter a valid power!' },
  wallDistanceMismatch: {
    zh: '请选择相同距墙距离的数据制作！',
    en: 'Please make from data with the same setback!',
  },
  childTypeRequired: { zh: '请选择二级下拉菜单！', en: 'Please select the second-level type!' },
  lampTypeRequiredUpload: { zh: '请选择灯具类型！', en: 'Please select a lamp type!' },
  selectAtLeastOne: { zh: '请至少选择一条数据', en: 'Please select at least one item' },
  selectSameContest: {
    zh: '请选择相同典型面的数据制作',
    en: 'Please select the same typical surface data for making',
  },
  atMost12Columns: { zh: '最多只能显示12项！', en: 'At most 12 items can be shown!' },
  uploadOnlyJpg: { zh: '上传图片只能是 JPG 格式', en: 'upload picture can only be JPG format' },
  uploadTooLarge: { zh: '上传图片大小不能超过 2MB', en: 'upload picture size cannot exceed 2MB' },
  uploadOneFile: { zh: '只能上传一个文件', en: 'Only one file can be uploaded' },
  uploadNoFile: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  photometryFileRefused: { zh: '配光文件不能接受，未保存', en: 'The photometric file is refused and was not stored' },
  photometryStoredUnreadable: { zh: '已保存的配光文件无法读取', en: 'The stored photometric file can no longer be read' },
  uploadMalformed: { zh: '上传内容格式不正确，请重新选择文件上传', en: 'The upload is not a well-formed multipart form: choose the file and upload it again' },
  invalidCredentials: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  unauthorized: { zh: '请先登录', en: 'Please log in first' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  notCreator: {
    zh: '只有创建者可以修改此灯具参数',
    en: 'Only the creator of this lamp parameter can change it',
  },
  notFound: { zh: '请求的内容不存在', en: 'The requested item does not exist' },
  lampNoPhotometry: { zh: '该灯具没有配光文件，无法计算图像', en: 'This fixture has no photometric file to calculate a picture from' },
  routeNotFound: { zh: '接口不存在', en: 'No such API route' },
  typeMarkTaken: {
    zh: '该类型标记已被本项目的另一条记录使用，请换一个',
    en: 'Another record of this project already has this type mark; choose another',
  },
  staleWrite: {
    zh: '该记录已被他人修改，请重新加载后再保存',
    en: 'This record was changed by someone else since you loaded it; reload it before saving',
  },
  saveAsNotAllowed: {
    zh: '该记录不能另存为',
    en: 'This record cannot be saved as a copy',
  },
  invalidInput: { zh: '输入有误', en: 'Invalid input' },
  invalidSort: { zh: '不支持的排序字段', en: 'Unsupported sort column' },
  invalidColumns: { zh: '导出列无效：请从列设置中选择，且不要重复', en: 'Unknown or repeated export column: choose them from the column settings' },
  weightsTooHigh: {
    zh: '权重之和不能超过100',
    en: 'The weights must add up to at most 100',
  },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, try again later' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },
  databaseUnavailable: {
    zh: '暂时无法连接数据库，请稍后再试',
    en: 'The database cannot be reached at the moment; try again shortly',
  },
  serverStopping: { zh: '服务器正在停止', en: 'The server is stopping' },
  serverStarting: { zh: '服务器正在启动，请稍后再试', en: 'The server is starting; try again shortly' },
  storageFull: { zh: '服务器存储空间已满，请稍后再试或联系管理员', en: 'The server’s storage is full; try again later or tell the administrator' },
  badUrl: { zh: '请求地址无效', en: 'The request address is not valid' },
  invalidJson: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  bodyTooLarge: { zh: '请求内容过大', en: 'The request is too large' },
  headersTooLarge: { zh: '请求头过大', en: 'The request headers are too large' },
  unsupportedMediaType: { zh: '不支持的内容类型', en: 'Unsupported content type' },
  requestTimeout: { zh: '请求超时', en: 'The request took too long' },
  concurrentWrite: {
    zh: '该记录正被同时修改或删除，请重新加载后再试',
    en: 'This record was changed or deleted at the same moment; reload it and try again',
  },
  tooManySettings: {
    zh: '个人设置项过多，请删除不用的设置',
    en: 'Too many personal settings; remove some you no longer use',
  },
  serverBusy: { zh: '服务器繁忙，请稍后再试', en: 'The server is busy, try again shortly' },
  userBusy: {
    zh: '您已有多项同类计算在排队，请等它们完成后再试',
    en: 'You already have several of these tasks waiting; try again once they have finished',
  },
  workTimedOut: {
    zh: '这项计算无法在服务器的时限内完成，已取消；请缩小范围或稍后再试',
    en: 'This task could not finish within the server’s time limit and was cancelled; narrow it down or try again later',
  },
  notGenerated: {
    zh: '只有已生成的灯具参数可以生成参数表',
    en: 'Only a generated lamp parameter has a sheet; generate it first',
  },
  badSignature: {
    zh: '预览链接无效或已过期',
    en: 'The preview link is invalid or has expired',
  },
  badSheetName: {
    zh: '参数表文件名无效',
    en: 'Invalid sheet file name',
  },
  gldfNotGldf: { zh: '这不是 GLDF 文件', en: 'This is not a GLDF file' },
  gldfVersion: { zh: '不支持的 GLDF 版本（可读取 1.0 及其候选版本）', en: 'Unsupported GLDF version (1.0 and its release candidates are read)' },
  gldfInvalid: { zh: 'GLDF 内容不符合 GLDF 规范', en: 'The GLDF does not follow the GLDF schema' },
  gldfNoVariants: { zh: 'GLDF 中没有可导入的产品变体', en: 'The GLDF holds no product variant to import' },
  gldfUnknownReference: { zh: 'GLDF 引用了未定义的文件或元素', en: 'The GLDF refers to a file or element it does not define' },
  gldfMissingFile: { zh: 'GLDF 容器中缺少它列出的文件', en: 'Files the GLDF lists are missing from the container' },
  gldfPhotometryUrl: {
    zh: '配光文件只给出了网址，系统不会从网上下载：请把配光文件放入容器',
    en: 'The photometry is given only as an internet address, which Lampsheet does not fetch: put the photometric file into the container',
  },
  gldfNoPhotometry: { zh: 'GLDF 的产品变体没有配光文件', en: 'A product variant of the GLDF has no photometric file' },
  gldfPhotometryUnreadable: { zh: 'GLDF 中的配光文件无法读取', en: 'A photometric file of the GLDF cannot be read' },
  gldfNoChosenFixtures: {
    zh: '该项目的灯具参数还没有选定灯具（在排序中"采用"一个灯具）',
    en: 'No record of this project has taken a fixture yet ("Take" one in the ranking)',
  },
  gldfTooLarge: { zh: 'GLDF 容器解压后过大（疑似压缩炸弹），未导入', en: 'The GLDF container unpacks too large (a zip bomb?); nothing was imported' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

/** Pick the language from an Accept-Language header: Chinese when it comes first, else English. */
export function langFromHeader(header: string | undefined): Lang {
  if (!header) return 'zh';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}

export function message(key: MessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}

/**
 * Why a photometric file is refused (`PHOTOMETRY_REFUSALS`), in both languages: the photometric
 * check's dialog says it (the web's catalogues take these words) and so does a refused GLDF
 * container whose photometry does not parse.
 */
export const PHOTOMETRY_REFUSAL_WORDS = {
  empty: { zh: '文件为空', en: 'the file is empty' },
  noTilt: { zh: 'IES 文件缺少 TILT= 行', en: 'the IES file has no TILT= line' },
  endOfFile: { zh: '文件在此提前结束，后面还应有数值', en: 'the file ends where more numbers are due' },
  notANumber: { zh: '此处应为数值', en: 'a number is due here' },
  outOfRange: { zh: '数值超出允许范围', en: 'the number is outside its range' },
  tooFewNumbers: { zh: '数值个数少于文件声明的数量', en: 'fewer numbers than the file’s count says' },
  extraData: { zh: '数据结束后还有多余的数值', en: 'more numbers after the end of the data' },
  angles: { zh: '角度超出范围或未按升序排列', en: 'the angles are outside their range or do not rise' },
  intensity: { zh: '光强超出范围（过大、为负，或全部为 0）', en: 'the intensities are beyond the bounds (too large, negative, or none above 0)' },
  format: { zh: '文件不符合其格式', en: 'the file does not follow its format' },
} as const satisfies Record<PhotometryRefusal, { zh: string; en: string }>;

/** The refusal words of one language, by code (what a catalogue of the web holds). */
export function photometryRefusalWords(lang: Lang): Record<PhotometryRefusal, string> {
  return Object.fromEntries(Object.entries(PHOTOMETRY_REFUSAL_WORDS).map(([code, w]) => [code, w[lang]])) as Record<PhotometryRefusal, string>;
}

type GldfKind = Extract<MessageKey, `gldf${string}`>;

/**
 * A GLDF refusal's own words (after its kind's message) in both languages; `{{name}}` takes the
 * value the server names beside it (a path, an id, a bound: never a sentence of another language).
 */
export const GLDF_REFUSAL_WORDS = {
  notZip: { kind: 'gldfNotGldf', zh: '文件不是 zip 压缩包', en: 'the file is not a zip archive' },
  zipDamaged: { kind: 'gldfNotGldf', zh: 'zip 压缩包已损坏', en: 'the zip archive is damaged' },
  noProduct: { kind: 'gldfNotGldf', zh: '容器根目录下没有 product.xml', en: 'the container has no product.xml at its root' },
  tooManyEntries: { kind: 'gldfTooLarge', zh: '条目多于 {{max}} 个', en: 'more than {{max}} entries' },
  tooLargeUnpacked: { kind: 'gldfTooLarge', zh: '解压后大于 {{mb}} MB', en: 'more than {{mb}} MB once unpacked' },
  tooHighRatio: { kind: 'gldfTooLarge', zh: '解压后大于自身的 {{ratio}} 倍', en: 'unpacks to more than {{ratio}} times its own size' },
  doctype: { kind: 'gldfNotGldf', zh: 'product.xml 声明了 DOCTYPE，GLDF 从不声明', en: 'product.xml declares a DOCTYPE, which GLDF never does' },
  notXml: { kind: 'gldfNotGldf', zh: 'product.xml 不是格式正确的 XML（第 {{line}} 行）', en: 'product.xml is not well-formed XML (line {{line}})' },
  noRoot: { kind: 'gldfNotGldf', zh: 'product.xml 没有 <Root> 元素', en: 'product.xml has no <Root> element' },
  noHeader: { kind: 'gldfNotGldf', zh: 'product.xml 没有 <Header> 元素', en: 'product.xml has no <Header>' },
  noFormatVersion: { kind: 'gldfInvalid', zh: '缺少 Header/FormatVersion', en: 'Header/FormatVersion is missing' },
  version: { kind: 'gldfVersion', zh: '文件标明的版本为“{{version}}”', en: 'the file says "{{version}}"' },
  noManufacturer: { kind: 'gldfInvalid', zh: '缺少 Header/Manufacturer', en: 'Header/Manufacturer is missing' },
  noDefinitions: {
    kind: 'gldfNoVariants',
    zh: 'product.xml 没有 GeneralDefinitions 或 ProductDefinitions，没有可导入的产品',
    en: 'product.xml has no GeneralDefinitions or ProductDefinitions: no product to import',
  },
  noVariant: { kind: 'gldfNoVariants', zh: 'ProductDefinitions 中没有 Variant', en: 'ProductDefinitions has no Variant' },
  fileWithoutId: { kind: 'gldfInvalid', zh: '有一个 File 缺少 id 或文件名', en: 'a File without id or name' },
  fileContentType: {
    kind: 'gldfInvalid',
    zh: 'File“{{id}}”的内容类型为“{{contentType}}”，不是 GLDF 规定的类型之一（{{allowed}}）',
    en: 'File "{{id}}" has the content type "{{contentType}}", not one of GLDF\'s ({{allowed}})',
  },
  fileType: { kind: 'gldfInvalid', zh: 'File“{{id}}”的类型为“{{type}}”（应为 localFileName 或 url）', en: 'File "{{id}}" has the type "{{type}}" (localFileName or url)' },
  unknownFile: { kind: 'gldfUnknownReference', zh: '{{where}} 引用的文件“{{id}}”在 Files 中没有定义', en: '{{where}} refers to the file "{{id}}", which Files does not define' },
  unknownElement: { kind: 'gldfUnknownReference', zh: '{{where}} 引用的 {{element}}“{{id}}”没有定义', en: '{{where}} refers to the {{element}} "{{id}}", which is not defined' },
  noPhotometryFile: { kind: 'gldfNoPhotometry', zh: 'Photometry“{{id}}”没有配光文件（只有描述数据）', en: 'the Photometry "{{id}}" has no photometric file (only descriptive data)' },
  noEmitter: { kind: 'gldfNoPhotometry', zh: '{{where}} 没有连到带配光的发光体', en: '{{where}} reaches no light emitter with a photometry' },
  photometryUrl: { kind: 'gldfPhotometryUrl', zh: '{{where}}：{{url}}', en: '{{where}}: {{url}}' },
  missingFiles: { kind: 'gldfMissingFile', zh: '{{files}}', en: '{{files}}' },
  iesXml: { kind: 'gldfPhotometryUnreadable', zh: '{{file}}：不读取 IES XML（TM-33），只读取 EULUMDAT 和 IES LM-63', en: '{{file}}: IES XML (TM-33) is not read; EULUMDAT and IES LM-63 are' },
  photometryUnreadable: { kind: 'gldfPhotometryUnreadable', zh: '{{file}} 第 {{line}} 行{{why}}', en: '{{file}}, line {{line}}{{why}}' },
} as const satisfies Record<GldfRefusal, { kind: GldfKind; zh: string; en: string }>;

/** A GLDF refusal in one language: its kind's message, then its own words with the values put in. */
export function gldfRefusalText(reason: GldfRefusal, params: Readonly<Record<string, string | number | null>>, lang: Lang): string {
  const w = GLDF_REFUSAL_WORDS[reason];
  // a photometric file's own refusal, worded as the photometric check words it
  const photometry = params.photometryReason as PhotometryRefusal | null | undefined;
  const why = photometry && photometry in PHOTOMETRY_REFUSAL_WORDS ? `${lang === 'zh' ? '，' : ': '}${PHOTOMETRY_REFUSAL_WORDS[photometry][lang]}` : '';
  const own = w[lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name === 'why' ? why : String(params[name] ?? '')));
  return `${message(w.kind, lang)}${lang === 'zh' ? '：' : ': '}${own}`;
}
