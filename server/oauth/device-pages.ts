import type { Configuration } from 'oidc-provider'
import { pageHtml } from './interactions.ts'
import { escapeHtml } from './provider.ts'

// The pages of the device authorization grant (RFC 8628 section 3.3) where the person enters the
// code a device shows, checks it, and is told it worked. oidc-provider's defaults load a web font
// from the network; these use the demo's own look and nothing from outside. The forms they embed
// (with their anti-forgery field) are oidc-provider's own.

type DeviceFlow = NonNullable<NonNullable<Configuration['features']>['deviceFlow']>

/** The person's client-side name for the client, or its id. */
function clientName(client: { clientName?: unknown; clientId: string } | undefined): string {
  return String(client?.clientName ?? client?.clientId ?? 'A device')
}

/** Asks for the user code (the `verification_uri` page), again after a wrong or used code. */
export const userCodeInputSource: DeviceFlow['userCodeInputSource'] = (ctx, form, out, err) => {
  const error = err as (Error & { userCode?: string }) | undefined
  let message = '<p>Enter the code that the device (the docs site’s try-it panel) shows.</p>'
  if (error?.name === 'AbortedError')
    message =
      '<p class="error" role="alert">The request was cancelled: the device is told that access was denied.</p>'
  else if (error?.userCode || error?.name === 'NoCodeError')
    message =
      '<p class="error" role="alert">That code is unknown, already used, or expired. Check the code the device shows.</p>'
  else if (error)
    message = `<p class="error" role="alert">${escapeHtml(String(out?.error_description ?? 'The request failed.'))}</p>`
  // The form's one text field, named for assistive technology (and tests) as the page says it.
  const labelled = form.replace('name="user_code"', 'name="user_code" aria-label="Code"')
  ctx.type = 'html'
  ctx.body = pageHtml(
    'Connect a device',
    `${message}${labelled}<p><button class="primary" type="submit" form="op.deviceInputForm">Continue</button></p>`,
  )
}

/** Shows the code to check against the device's before signing in (RFC 8628 section 5.4). */
export const userCodeConfirmSource: DeviceFlow['userCodeConfirmSource'] = (
  ctx,
  form,
  client,
  _deviceInfo,
  userCode,
) => {
  ctx.type = 'html'
  ctx.body = pageHtml(
    'Confirm the device',
    `<p><strong>${escapeHtml(clientName(client))}</strong> asks for access. Go on only if the device shows this code:</p>
<p class="user-code"><code>${escapeHtml(userCode)}</code></p>${form}
<p><button class="primary" type="submit" form="op.deviceConfirmForm">Continue</button><button type="submit" form="op.deviceConfirmForm" name="abort" value="yes">Cancel</button></p>`,
  )
}

/** Says the device got access; it picks its token up on its next poll. */
export const successSource: DeviceFlow['successSource'] = (ctx) => {
  ctx.type = 'html'
  ctx.body = pageHtml(
    'Device connected',
    `<p role="status"><strong>${escapeHtml(clientName(ctx.oidc.client))}</strong> has access now and gets its token on its next check. You can close this page.</p>`,
  )
}
