import { test } from '@japa/runner'
import { deliveryFailureKind } from '#services/delivery_failures'

/*
| Reasons as deliver_offer.ts stores them: the SMTP server's reply when there is one, else the
| text of nodemailer's or Node's error.
*/
test.group('Offers: the kind of a delivery failure', () => {
  test('{$self}')
    .with([
      ['connect ECONNREFUSED 127.0.0.1:587', 'unreachable'],
      ['getaddrinfo ENOTFOUND smtp.example.invalid', 'unreachable'],
      ['connect EHOSTUNREACH 10.0.0.9:25', 'unreachable'],
      ['Connection closed unexpectedly', 'unreachable'],
      ['550 5.1.1 <info@old-domain.example>: Recipient address rejected', 'recipient_rejected'],
      ['550 5.1.1 Mailbox unavailable', 'recipient_rejected'],
      ["Can't send mail - all recipients were rejected: 553 5.7.1 Sender", 'recipient_rejected'],
      ['551 User not local; please try <forward@example.com>', 'recipient_rejected'],
      ['535 5.7.8 Authentication failed', 'auth_failed'],
      ['Invalid login: 535 5.7.8 Username and Password not accepted', 'auth_failed'],
      ['530 5.7.0 Must issue a STARTTLS command first', 'auth_failed'],
      ['Connection timeout', 'timeout'],
      ['Greeting never received', 'timeout'],
      ['connect ETIMEDOUT 192.0.2.1:587', 'timeout'],
      ['421 4.7.0 Try again later, closing connection', 'other'],
      ['451 4.3.0 Temporary local problem', 'other'],
      ['554 5.7.1 Message rejected as spam', 'other'],
    ] as const)
    .run(({ assert }, [reason, kind]) => {
      assert.equal(deliveryFailureKind(reason), kind)
    })

  test('no reason, no kind', ({ assert }) => {
    assert.isNull(deliveryFailureKind(null))
    assert.isNull(deliveryFailureKind(''))
  })
})
