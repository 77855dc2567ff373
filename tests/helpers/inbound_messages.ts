import nodemailer from 'nodemailer'

/*
| A message as a sending server would hand it over (the bytes nodemailer writes, DKIM-signed
| when a key is given), for tests that feed the pipeline without SMTP: the provider webhook and
| a quarantine to decide on.
*/
export async function composeMessage(
  message: nodemailer.SendMailOptions,
  dkim?: { domainName: string; keySelector: string; privateKey: string }
) {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(dkim ? { dkim } : {}),
  })
  const info = await transport.sendMail(message)
  return info.message as Buffer
}
