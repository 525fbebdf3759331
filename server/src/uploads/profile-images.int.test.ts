import sharp from 'sharp';
import {
  createDoctor,
  createPatient,
  hasGpsBlock,
  jpegWithLocation,
  sendForm,
  smallPng,
  validDoctorProfile,
  validPatientProfile,
} from '../../test/support/care-fixtures';
import { databases, registerUser, startTestServer, type TestServer } from '../../test/support/test-server';

const formOf = (values: Record<string, unknown>): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]));

describe.each(databases())('profile pictures on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates a doctor profile from the multipart form with a photo, stripped of its location and turned upright', async () => {
    const photo = await jpegWithLocation(900, 600);
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString('latin1')).toContain('TestCam');
    expect(original.orientation).toBe(6);
    expect(hasGpsBlock(original.exif)).toBe(true);

    const user = await registerUser(server, { role: 'doctor', name: 'Photo Doctor' });
    const answer = await sendForm(server, '/doctor/create', {
      token: user.token,
      fields: formOf({ ...validDoctorProfile, languages: ['English', 'French'] }),
      file: { name: 'me.jpg', type: 'image/jpeg', bytes: photo },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.languages).toEqual(['English', 'French']);
    expect(answer.body.data.fees).toBe(150);
    const url: string = answer.body.data.profileImage;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('webp');
    // Orientation 6 (90° clockwise) applied: the 900×600 photo is now portrait, within 512×512.
    expect([stored.width, stored.height]).toEqual([341, 512]);
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.toString('latin1')).not.toMatch(/TestCam|GPS/);
  });

  it('refuses a file that is not an image, whatever its name, and stores nothing', async () => {
    const user = await registerUser(server, { role: 'doctor' });
    const fake = { name: 'photo.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7 this is not a picture at all'.repeat(20)) };
    const answer = await sendForm(server, '/doctor/create', { token: user.token, fields: formOf(validDoctorProfile), file: fake });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      data: null,
      message: 'Please upload an image file (JPEG, PNG, WebP or GIF)',
      success: false,
    });
    expect((await server.api('/doctor/profile', { token: user.token })).status).toBe(404);
  });

  it('refuses an image type that is not offered (SVG) even when named .png', async () => {
    const patient = await createPatient(server);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const answer = await sendForm(server, '/patient/update-image', {
      method: 'PATCH',
      token: patient.user.token,
      file: { name: 'a.png', type: 'image/png', bytes: svg },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please upload an image file (JPEG, PNG, WebP or GIF)');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { user } = await createDoctor(server);
    const big = Buffer.concat([await smallPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const answer = await sendForm(server, '/doctor/update-profile-image', {
      method: 'PATCH',
      token: user.token,
      file: { name: 'big.png', type: 'image/png', bytes: big },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ statusCode: 413, message: 'Image must be at most 5 MB', success: false });
  });

  it('asks for a picture when the image form carries none', async () => {
    const { user } = await createDoctor(server);
    const answer = await sendForm(server, '/doctor/update-profile-image', { method: 'PATCH', token: user.token, fields: { note: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please choose an image to upload (profileImage)');
  });

  it('replaces a doctor picture and stops serving the old one', async () => {
    const { user } = await createDoctor(server);
    const first = await sendForm(server, '/doctor/update-profile-image', {
      method: 'PATCH',
      token: user.token,
      file: { name: 'a.png', type: 'image/png', bytes: await smallPng() },
    });
    expect(first.status).toBe(200);
    const second = await sendForm(server, '/doctor/update-profile-image', {
      method: 'PATCH',
      token: user.token,
      file: { name: 'b.png', type: 'image/png', bytes: await smallPng(30, 30) },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.profileImage).not.toBe(first.body.data.profileImage);
    expect((await fetch(`${server.baseUrl}${second.body.data.profileImage}`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}${first.body.data.profileImage}`)).status).toBe(404);
  });

  it('creates a patient profile with a picture and updates the picture', async () => {
    const user = await registerUser(server, { role: 'patient' });
    const created = await sendForm(server, '/patient/create-profile', {
      token: user.token,
      fields: formOf(validPatientProfile),
      file: {
        name: 'me.webp',
        type: 'image/webp',
        bytes: await sharp(await smallPng())
          .webp()
          .toBuffer(),
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ date_of_birth: '1988-04-12', gender: 'Female', About: 'Mild asthma.' });
    expect(created.body.data.profileImage).toMatch(/^\/uploads\//);
    const updated = await sendForm(server, '/patient/update-image', {
      method: 'PATCH',
      token: user.token,
      file: {
        name: 'x.gif',
        type: 'image/gif',
        bytes: await sharp(await smallPng())
          .gif()
          .toBuffer(),
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.profileImage).not.toBe(created.body.data.profileImage);
  });

  it('shows the profile picture on the account, so the header avatar has it', async () => {
    const user = await registerUser(server, { role: 'patient' });
    const created = await sendForm(server, '/patient/create-profile', {
      token: user.token,
      fields: formOf(validPatientProfile),
      file: { name: 'me.png', type: 'image/png', bytes: await smallPng() },
    });
    const currentUser = async () =>
      (
        (await (
          await fetch(`${server.baseUrl}/api/v1/user/current-user`, { headers: { Authorization: `Bearer ${user.token}` } })
        ).json()) as { data: { profileImage: string | null } }
      ).data;
    expect((await currentUser()).profileImage).toBe(created.body.data.profileImage);
    const updated = await sendForm(server, '/patient/update-image', {
      method: 'PATCH',
      token: user.token,
      file: { name: 'b.png', type: 'image/png', bytes: await smallPng(30, 30) },
    });
    expect((await currentUser()).profileImage).toBe(updated.body.data.profileImage);
  });

  it('takes multipart only on the picture routes', async () => {
    const { user } = await createDoctor(server);
    const answer = await sendForm(server, '/doctor/update', { method: 'PATCH', token: user.token, fields: formOf(validDoctorProfile) });
    expect(answer.status).toBe(415);
  });

  it('serves nothing for unknown or malformed upload names', async () => {
    expect((await server.http('/uploads/0123456789abcdef0123456789abcdef.webp')).status).toBe(404);
    expect((await server.http('/uploads/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await server.http('/uploads/')).status).toBe(404);
  });
});
