// العربية: أسطر سجل التغييرات (انظر ../../en/changelog.ts). تبقى الأسماء وأنواع الوسائط ورموز
// الحالة وأنواع JSON Schema والقيم (بصيغة JSON) كما يكتبها الوصف.
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: 'معامل المسار',
  query: 'معامل الاستعلام',
  querystring: 'معامل سلسلة الاستعلام',
  header: 'معامل الترويسة',
  cookie: 'معامل ملف تعريف الارتباط',
}
const parameter = (p: ChangedParameter) => `${PARAMETER[p.in] ?? `المعامل ${p.in}`} «${p.name}»`
/** The values' noun: one, two (the dual), or more; the verb before it stays singular. */
const values = (list: string[]) =>
  `${list.length === 1 ? 'قيمة' : list.length === 2 ? 'قيمتا' : 'قيم'} التعداد ${list.join('، ')}`

/** Arabic change lines of a changelog page. */
export const arChanges = {
  changeOperationAdded: 'أُضيفت العملية',
  changeOperationRemoved: 'أُزيلت العملية',
  changeWebhookAdded: 'أُضيف Webhook',
  changeWebhookRemoved: 'أُزيل Webhook',
  changeParameterAdded: (p, required) => `أُضيف ${parameter(p)}${required ? ' (مطلوب)' : ''}`,
  changeParameterRemoved: (p) => `أُزيل ${parameter(p)}`,
  changeParameterRequired: (p) => `أصبح ${parameter(p)} مطلوبًا`,
  changeParameterOptional: (p) => `أصبح ${parameter(p)} اختياريًا`,
  changeBodyAdded: (required) => `أُضيف متن الطلب${required ? ' (مطلوب)' : ''}`,
  changeBodyRemoved: 'أُزيل متن الطلب',
  changeBodyRequired: 'أصبح متن الطلب مطلوبًا',
  changeResponseAdded: (status) => `أُضيفت الاستجابة ${status}`,
  changeResponseRemoved: (status) => `أُزيلت الاستجابة ${status}`,
  changeSite: (at) =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? 'متن الطلب'
        : `الاستجابة ${at.status}`,
  changeAt: (site, change) => `${site}: ${change}`,
  changeMediaTypeAdded: (type) => `أُضيف نوع الوسائط ${type}`,
  changeMediaTypeRemoved: (type) => `أُزيل نوع الوسائط ${type}`,
  changeType: (from, to) => `تغيّر النوع من ${from.join(' | ')} إلى ${to.join(' | ')}`,
  changeEnumRestricted: 'اقتصرت القيم المسموح بها على تعداد (enum)',
  changeEnumAdded: (list) => `أُضيفت ${values(list)}`,
  changeEnumRemoved: (list) => `أُزيلت ${values(list)}`,
  changePropertyAdded: (name, required) => `أُضيفت الخاصية «${name}»${required ? ' (مطلوبة)' : ''}`,
  changePropertyRemoved: (name) => `أُزيلت الخاصية «${name}»`,
  changePropertyRequired: (name) => `أصبحت الخاصية «${name}» مطلوبة`,
  changePropertySometimesAbsent: (name) => `لم تعد الخاصية «${name}» موجودة دائمًا`,
} satisfies Partial<ApiDocsMessages>
