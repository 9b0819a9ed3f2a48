// العربية: ما تقوله لوحة OAuth والمحاكاة (Mock) وقارئ البث وأدوات try-it حين يطلبه الكود
// (انظر ../../message.ts).
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const plural = new Intl.PluralRules('ar')
/** A counted noun in Arabic's six plural forms (CLDR), in the genitive after a preposition. */
const counted = (
  count: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
) => {
  const form = plural.select(count)
  if (form === 'one') return forms.one
  if (form === 'two') return forms.two
  return `${count} ${form === 'few' ? forms.few : form === 'many' ? forms.many : forms.other}`
}
const items = (count: number) =>
  counted(count, { one: 'عنصر واحد', two: 'عنصرين', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' })
const characters = (count: number) =>
  counted(count, { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' })
const seconds = (count: number) =>
  counted(count, { one: 'ثانية', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' })

const FIELD = {
  path: 'معامل المسار',
  query: 'معامل الاستعلام',
  querystring: 'معامل سلسلة الاستعلام',
  header: 'معامل الترويسة',
  body: 'حقل المتن',
}
const place = (at: Place) => (typeof at === 'string' ? at : `${FIELD[at.in]} «${at.name}»`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : ` (السطر ${line}، العمود ${column ?? 1})`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? 'الترويسة' : 'معامل الاستعلام'} «${c.name}» (${c.scheme})`
    : c.kind === 'http'
      ? `ترويسة «Authorization: ${c.authScheme} …» (${c.scheme})`
      : `رمز «Authorization: Bearer …» (${c.scheme})`
const PARAMETER = {
  path: 'معامل المسار',
  query: 'معامل الاستعلام',
  querystring: 'سلسلة الاستعلام',
  header: 'معامل الترويسة',
  cookie: 'معامل ملف تعريف الارتباط',
  field: 'الحقل',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]} «${f.name}»`
    case 'header':
      return `الترويسة «${f.name}»`
    case 'headerName':
      return `اسم الترويسة «${f.name}»`
    case 'apiKey':
      return `مفتاح API «${f.name}»`
    case 'username':
      return `اسم مستخدم ${f.scheme}`
    case 'password':
      return `كلمة مرور ${f.scheme}`
    case 'credentials':
      return `بيانات اعتماد ${f.scheme}`
    case 'bearer':
      return 'رمز Bearer'
    case 'path':
      return 'المسار'
    case 'server':
      return 'الخادم'
    default:
      return 'المتن'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? ` (في ${fields.map(field).join('، ')})` : ''

/** Arabic status and error messages. */
export const arStatus = {
  readingDiscovery: 'جارٍ قراءة مستند اكتشاف OpenID Connect…',
  readingMetadata: 'جارٍ قراءة البيانات الوصفية لخادم التفويض…',
  askingToken: 'جارٍ الطلب من نقطة نهاية الرموز…',
  askingUserCode: 'جارٍ طلب رمز مستخدم…',
  goingToServer: 'جارٍ الانتقال إلى خادم التفويض…',
  waitingPopup: 'في انتظار تسجيل دخولك في النافذة المنبثقة…',
  exchangingCode: 'جارٍ استبدال الرمز برمز وصول…',
  enterClientId: 'أدخل معرّف العميل أولًا.',
  noTokenUrl: 'لا يذكر الوصف أي عنوان URL للرموز.',
  noDeviceUrls:
    'لا يذكر الوصف ولا البيانات الوصفية للخادم عنوان URL لتفويض الأجهزة وعنوان URL للرموز.',
  noAuthorizationEndpoint: 'لا يذكر الخادم أي نقطة نهاية للتفويض.',
  popupBlocked:
    'حظر المتصفح النافذة المنبثقة: اسمح بالنوافذ المنبثقة لهذا الموقع، أو سجّل الدخول في علامة التبويب هذه.',
  popupClosed: 'أُغلقت نافذة تسجيل الدخول قبل أن يجيب الخادم.',
  unknownState:
    'هذه الإجابة لا تطابق أي تفويض أُرسل من علامة التبويب هذه (قيمة state مجهولة أو قديمة جدًا). اضغط «تفويض» مرة أخرى.',
  stateMissing: 'لا تحمل الإجابة قيمة state التي أُرسلت.',
  noAccessToken: 'لا تحمل الإجابة أي access_token.',
  notBearer: (type) => `قيمة token_type «${type}» ليست رمز Bearer.`,
  serverAnswered: (status) => `أجاب الخادم بالرمز ${status}.`,
  unreachable: (reason) =>
    `لم يصل الطلب إلى الخادم (${reason}): إما أنه متوقف، وإما أن ترويسات CORS الخاصة به لا تسمح لهذا الموقع باستدعائه.`,
  authorizationRefused: 'رفض خادم التفويض الطلب دون أن يذكر السبب.',
  unexpectedStatus: (status) =>
    `أجاب الخادم برمز حالة HTTP ${status}، وهو ليس الرمز الذي يتوقعه البروتوكول.`,
  answerNotJson: 'إجابة الخادم ليست JSON.',
  answerInvalid: 'إجابة الخادم لا تتبع البروتوكول.',
  issuerMismatch: (expected) =>
    `تذكر البيانات الوصفية للخادم جهة إصدار (issuer) غير ${expected}، وهي التي يدل عليها عنوانها.`,
  metadataNoIssuer: 'لا تذكر البيانات الوصفية للخادم أي جهة إصدار (issuer).',
  idTokenRejected: 'لم يجتز رمز ID الذي أرسله الخادم عمليات التحقق.',
  httpsOnly:
    'يجب أن تستخدم نقاط النهاية https: (ولا يُقبل http: العادي إلا على هذا الجهاز، localhost).',
  endpointMissing:
    'تفتقر البيانات الوصفية للخادم إلى نقطة نهاية يحتاجها هذا التدفق، أو تذكر نقطة نهاية غير صالحة.',
  invalidSetting: 'أحد العناوين أو القيم المُعطاة للتدفق غير صالح.',
  notSupported: 'لا تستطيع اللوحة تنفيذ هذا بما يتيحه الخادم.',
  flowFailed: 'توقف التدفق بسبب خطأ.',
  codeExpired: (detail) =>
    `انتهت صلاحية الرمز قبل الموافقة عليه${detail ? ` (${detail})` : ''}. اضغط «تفويض» للحصول على رمز جديد.`,
  accessDenied: (detail) =>
    `رفض خادم التفويض الطلب${detail ? ` (${detail})` : ''}. لم يُصدر أي رمز وصول.`,
  deviceStopped: 'توقّف: لم يُطلب أي رمز وصول.',
  waitingApproval: (count) => `في انتظار الموافقة: يجري التحقق كل ${seconds(count)}.`,
  slowDown: (count) => `طلب الخادم الإبطاء: يجري التحقق كل ${seconds(count)}.`,
  tokenEndpointSilent: (reason, count) =>
    `لم تُجب نقطة نهاية الرموز (${reason}): يجري التحقق كل ${seconds(count)}.`,
  noExpiry: 'لم يذكر الخادم موعدًا لانتهاء الصلاحية.',
  expiredAt: (time) => `انتهت صلاحيته عند ${time}.`,
  expiresIn: (remaining, time) => `تنتهي صلاحيته بعد ${remaining} (عند ${time}).`,
  codeExpiredAt: (time) => `انتهت صلاحية الرمز عند ${time}.`,
  codeExpiresIn: (remaining, time) => `تنتهي صلاحية الرمز بعد ${remaining} (عند ${time}).`,

  toolsNotLoaded: (reason) =>
    `لم يُرسل: تعذّر تحميل أدوات اللوحة (${reason}). أرسل مرة أخرى؛ ما كتبته محفوظ.`,
  variablesNotSent: (unknown, cycles) =>
    `لم يُرسل: ${[
      ...(unknown.length
        ? [
            `لا يوجد في البيئة النشطة متغير باسم ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join('، ')}`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) =>
          `المتغيرات يشير بعضها إلى بعض: ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join('؛ ')}.`,
  variablesLoading: 'لم يُرسل: كانت المتغيرات لا تزال قيد التحميل. أرسل مرة أخرى.',
  importNotJson: (failure) => `ليس JSON${where(failure)}.`,
  importTopLevel: 'يجب أن يكون المستوى الأعلى كائنًا يحتوي على «environments».',
  importEnvironmentsList: 'يجب أن تكون «environments» قائمة من { name, variables }.',
  importNotObject: (at) => `${at}: يجب أن يكون كائنًا.`,
  importNameEmpty: (at) => `${at}: يجب أن يكون سلسلة نصية غير فارغة.`,
  importNameTaken: (at, name) => `${at}: الاسم «${name}» مستخدم بالفعل في بيئة أخرى.`,
  importVariablesList: (at) => `${at}: يجب أن يكون قائمة من { name, value }.`,
  importVariableName: (at, got) =>
    `${at}: يُسمح بالأحرف والأرقام و«_» و«-» و«.» فقط (القيمة المستلمة: ${got}).`,
  importValueString: (at) => `${at}: يجب أن يكون سلسلة نصية.`,

  missing: (at) => `${place(at)} مطلوب لكنه غير موجود.`,
  bodyMissing: 'متن الطلب مطلوب لكنه غير موجود.',
  notJson: (what, failure) =>
    `${{ body: 'المتن', item: 'العنصر', data: 'الحقل data' }[what]} ليس JSON${where(failure)}.`,
  noAlternative: (at, count) => `${place(at)} لا يطابق أيًّا من بدائله (${count}).`,
  wrongType: (at, types, actual) =>
    `${place(at)} يجب أن يكون من النوع ${types.join(' أو ')}، لا ${actual}.`,
  notInEnum: (at, values) => `${place(at)} يجب أن يكون إحدى هذه القيم: ${values.join(', ')}.`,
  notConst: (at, value) => `${place(at)} يجب أن يساوي ${value}.`,
  tooFewItems: (at, min) => `${place(at)} يجب أن يحتوي على ${items(min)} على الأقل.`,
  tooManyItems: (at, max) => `${place(at)} يجب أن يحتوي على ${items(max)} على الأكثر.`,
  notAllowed: (at) => `${place(at)} ليس خاصية يسمح بها الوصف.`,
  tooShort: (at, min) => `${place(at)} يجب أن يتكوّن من ${characters(min)} على الأقل.`,
  tooLong: (at, max) => `${place(at)} يجب أن يتكوّن من ${characters(max)} على الأكثر.`,
  noPattern: (at, pattern) => `${place(at)} يجب أن يطابق النمط ${pattern}.`,
  tooSmall: (at, min, exclusive) =>
    `${place(at)} يجب أن يكون ${exclusive ? 'أكبر من' : 'مساويًا أو أكبر من'} ${min}.`,
  tooLarge: (at, max, exclusive) =>
    `${place(at)} يجب أن يكون ${exclusive ? 'أصغر من' : 'مساويًا أو أصغر من'} ${max}.`,
  notMultiple: (at, of) => `${place(at)} يجب أن يكون من مضاعفات ${of}.`,
  moreProblems: (count) => `… و${count} غيرها.`,
  credentialsUnmet: (alternatives) =>
    `بيانات الاعتماد المُرسلة لا تستوفي أيًّا من متطلبات الأمان لهذه العملية: فهي تحتاج إلى ${alternatives.map((all) => all.map(lack).join(' و')).join('، أو ')}. كان الخادم سيجيب بالرمز 401 Unauthorized.`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `لا تُرسل هذه اللوحة معامل ملف تعريف الارتباط "${name}": لا يسمح المتصفح لصفحة بتعيين ترويسة Cookie. أما أمثلة الشيفرة أدناه فترسله.`,
  cookieKeyNote: (name, key) =>
    `مفتاح API في ملف تعريف الارتباط "${name}" (${key}): لا يستطيع المتصفح تعيين ملف تعريف ارتباط لموقع آخر، لذا لا ترسله هذه اللوحة؛ أما أمثلة الشيفرة فترسله (cURL بالخيار -b، والبقية بترويسة Cookie).`,
  mutualTlsNote: (key) =>
    `TLS المتبادل (${key}): يقدّم المتصفح بنفسه شهادة العميل إن كانت لديه؛ لا شيء يُدخَل هنا.`,
  digestNote: (key) =>
    `يردّ HTTP Digest (${key}، RFC 7616) على تحدّي الخادم، وهذا ما لا تستطيعه هذه اللوحة: فهي لا ترسله. يرسله مثال cURL بالخيار --digest -u، وHTTPie بالخيار -A digest، وPython بـ HTTPDigestAuth.`,
  negotiateNote: (key) =>
    `HTTP Negotiate (${key}، RFC 4559): الصق رمزًا مميزًا لإرسال "Authorization: Negotiate <الرمز>"؛ ويُنشئ curl رمزًا من تذكرة Kerberos الخاصة بك بالخيار --negotiate -u :.`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme} (${key}): ترسل هذه اللوحة والأمثلة "Authorization: ${scheme} <بيانات الاعتماد>" ببيانات الاعتماد كما تكتبها.`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('ar')
    const others = counted(more, {
      one: 'عملية أخرى',
      two: 'عمليتان أخريان',
      few: 'عمليات أخرى',
      many: 'عملية أخرى',
      other: 'عملية أخرى',
    })
    return `و${others}؛ مجموع العمليات التي تستخدم هذا المخطط: ${f.format(total)}.`
  },
} satisfies Partial<ApiDocsMessages>
