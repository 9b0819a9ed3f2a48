// العربية: ملاحظات الطلب المبني، وأسباب رفض استيراد أمر cURL.
// «لم يجرِ إرسال …» (the sending of … did not happen) reads the same whatever the gender of
// what was not sent.
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: 'الترويسة المخصصة',
  item: 'الترويسة',
  bearer: 'رمز Bearer',
  basic: 'مصادقة Basic',
  http: 'مصادقة HTTP',
  apiKey: 'ترويسة مفتاح API',
  apiKeyCookie: 'ملف تعريف ارتباط مفتاح API',
}
const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join('، ')

/** Arabic notes of a built request. */
export const arNotes = {
  notCurl: 'هذا ليس أمر cURL يستطيع هذا النموذج قراءته: يجب أن يبدأ بـ«curl» وأن يذكر عنوان URL.',
  curlMethodRefused: (method) =>
    `لا تستطيع الدالة fetch() في المتصفحات إرسال ${method}: فهي ترفض CONNECT وTRACE وTRACK.`,
  unplacedPaths: (names) =>
    `لم تُرسل معاملات المسار التي ليس لها موضع {name} أو <name> في عنوان URL: ${quoted(names)}.`,
  filesWithoutBody: (method, names) =>
    `لا تُرسل الملفات مع طلبات ${method} (فهي بلا متن): ${quoted(names)}.`,
  multipartContentType: (value) =>
    `لم تُرسل ترويسة Content-Type «${value}»: في multipart/form-data يضبطها المتصفح بنفسه مع الحد الفاصل بين الأجزاء.`,
  headerNameInvalid: (origin, name) =>
    `لم يجرِ إرسال ${ORIGIN[origin]} «${name}»: لا يجوز أن يحتوي اسم الترويسة إلا على الأحرف والأرقام و!#$%&'*+-.^_\`|~ (RFC 9110).`,
  headerValueInvalid: (origin, name) =>
    `لم يجرِ إرسال ${ORIGIN[origin]} «${name}»: قيمتها تحتوي على فاصل أسطر أو NUL أو حرف بعد U+00FF، وهو ما ترفضه fetch().`,
  twoAuthorizations: 'بيانا اعتماد يستخدمان Authorization: لا يُرسل إلا الأخير.',
  basicColon: 'مصادقة Basic: اسم المستخدم يحتوي على «:»، وهو ما لا يسمح به RFC 7617.',
  digestSnippetsOnly:
    'لا تُرسل HTTP Digest (RFC 7616) إلا من أمثلة الكود (cURL --digest): لا تستطيع fetch() الرد على تحدّيها.',
  cookieSnippetsOnly: (name) =>
    `لا يُرسل ملف تعريف ارتباط مفتاح API «${name}» إلا من أمثلة الكود: لا تستطيع الصفحة ضبط Cookie.`,
  repeatedJsonFields: (names) => `حقول مكررة ${quoted(names)}: لا يحتفظ JSON إلا بالقيمة الأخيرة.`,
  noFileChosen: (names) => `لم يُختر ملف لـ${quoted(names)}: لم يُرسل شيء مكانه.`,
  presetNotUsed: (contentType) => `لا يُستخدم المتن المعدّ مسبقًا مع متون ${contentType}.`,
  filesOnlyMultipart: (names) =>
    `لا تُرسل الملفات إلا في متون multipart/form-data؛ لم يُرسل: ${quoted(names)}.`,
  presetInstead: (names) => `يُرسل المتن المعدّ مسبقًا بدلًا من ${quoted(names)}.`,
  presetOnly: (contentType, names) =>
    `لا يُرسل متن ${contentType} إلا من متن معدّ مسبقًا؛ لم يُرسل: ${quoted(names)}.`,
} satisfies Partial<PlaygroundCatalog>
