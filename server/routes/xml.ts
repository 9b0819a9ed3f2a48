import { sendBody } from '../http.ts'
import type { Route } from '../router.ts'

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<catalog>
  <book id="1" available="true">
    <title>Structure and Interpretation of Computer Programs</title>
    <author>Harold Abelson</author>
    <author>Gerald Jay Sussman</author>
    <price currency="EUR">42.50</price>
  </book>
  <book id="2" available="false">
    <title>The Art of Computer Programming &amp; More</title>
    <author>Donald Knuth</author>
    <price currency="USD">199.99</price>
  </book>
</catalog>
`

export const xmlRoute: Route = {
  path: '/xml',
  methods: ['GET'],
  summary: 'A small application/xml document',
  handle({ res }) {
    sendBody(res, 200, 'application/xml; charset=utf-8', XML)
  },
}
