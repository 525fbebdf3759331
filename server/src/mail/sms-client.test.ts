import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTwilioStandIn, STAND_IN_ACCOUNT_SID, STAND_IN_AUTH_TOKEN, STAND_IN_FROM } from '../../test/support/twilio-stand-in';
import { sendSms, SmsRejected, SmsUnavailable, type SmsAccount } from './sms-client';

async function answering(status: number, body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const account = (apiUrl: string, authToken = STAND_IN_AUTH_TOKEN): SmsAccount => ({
  apiUrl,
  accountSid: STAND_IN_ACCOUNT_SID,
  authToken,
  from: STAND_IN_FROM,
});

describe('sendSms', () => {
  it("answers the message sid, and a wrong token is a refusal with Twilio's message", async () => {
    const twilio = await startTwilioStandIn();
    try {
      expect(await sendSms(account(twilio.url), '+447911123456', 'Hello', 5_000)).toMatch(/^SM[0-9a-f]{32}$/);
      const refused = await sendSms(account(twilio.url, 'wrong'), '+447911123456', 'Hello', 5_000).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SmsRejected);
      expect(refused).toMatchObject({
        status: 401,
        code: 20003,
        message: 'The SMS service refused the message: Authenticate (code 20003)',
      });
    } finally {
      await twilio.close();
    }
  });

  it('takes throttling (429), a server error without a body, and no answer at all as worth another try', async () => {
    const throttled = await answering(429, JSON.stringify({ code: 20429, message: 'Too Many Requests', status: 429 }));
    const broken = await answering(502, '<html>Bad gateway</html>');
    try {
      await expect(sendSms(account(throttled.url), '+447911123456', 'Hi', 5_000)).rejects.toThrow(
        new SmsUnavailable('The SMS service failed to take the message: Too Many Requests (code 20429)'),
      );
      await expect(sendSms(account(broken.url), '+447911123456', 'Hi', 5_000)).rejects.toThrow(
        new SmsUnavailable('The SMS service failed to take the message: HTTP 502'),
      );
    } finally {
      await throttled.close();
      await broken.close();
    }
    // The closed server's port answers nothing now.
    const refused = await sendSms(account(broken.url), '+447911123456', 'Hi', 5_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsUnavailable);
    expect((refused as Error).message).toBe('The SMS service could not be reached: ECONNREFUSED');
  });
});
