/**
 * Doctors and patients for the journeys: distinct names that doctor search finds exactly,
 * real picture files to upload, MUI selects, and API set-up of profiles and weekly slots for
 * journeys that do not exercise those forms themselves.
 */
import { apiVerifyDoctor } from './operator';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import type { DoctorProfileInput } from '../../shared-api/src/core/care-types';
import { api, apiRegister, expectHidden, uniqueUser, type ApiSession, type Role, type TestUser } from './app';

// ---------------------------------------------------------------- people

/** 'Qorvexta': a letters-only word nobody else in the database has. */
export function distinctWord(length = 9): string {
  const letters = [...randomBytes(length)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

/** A fresh person whose surname is unique, so a name search finds exactly them. */
export function distinctUser(role: Role): TestUser {
  const user = uniqueUser(role);
  return { ...user, name: `${user.name.split(' ')[0]} ${distinctWord()}` };
}

// ---------------------------------------------------------------- pictures

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG: a colour gradient with noise. The noise keeps it from compressing, so its
 * size (about 3 bytes a pixel) is known when a journey needs an upload that takes a moment.
 */
export function pngBytes(width: number, height: number): Buffer {
  const noise = randomBytes(width * height);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: none
    for (let x = 0; x < width; x += 1) {
      const n = noise[y * width + x] % 48;
      row[1 + x * 3] = Math.round((x / width) * 200) + n;
      row[2 + x * 3] = 90 + (n >> 1);
      row[3 + x * 3] = Math.round((y / height) * 200) + n;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes a PNG into a new temp directory and returns its path. */
export function writeTestPng(name: string, width: number, height: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'telehealth-e2e-photo-')), name);
  writeFileSync(path, pngBytes(width, height));
  return path;
}

// ---------------------------------------------------------------- MUI controls

/** Opens an MUI select (a combobox) and picks the option with exactly this name. */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expectHidden(listbox, `the options of ${combobox.toString()}`);
}

/** An MUI select by the start of its label (its accessible name also holds the value shown). */
export function combobox(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
}

// ---------------------------------------------------------------- API set-up

/** Every field of the doctor profile form, the time zone included. */
export type DoctorProfileFields = Required<DoctorProfileInput>;

export interface DoctorRecordAnswer {
  _id: string;
  name: string;
  specialization: string;
  profileImage: string | null;
  fees: number;
  status: string;
  available_time_slots: { day: string; times: { time: string; status: 'available' | 'booked' }[] }[];
}

export interface PatientProfileFields {
  date_of_birth: string;
  gender: string;
  blood_group: string;
  address?: string;
  About?: string;
  emergency_contact?: string;
}

function must<T>(answer: { status: number; body: { data?: T; message?: string } | null }, what: string): T {
  if (answer.status >= 300 || !answer.body?.data)
    throw new Error(`${what} through the API failed: ${answer.status} ${answer.body?.message ?? ''}`);
  return answer.body.data;
}

/**
 * Creates the doctor's profile and, unless `verified: false`, has their licence checked (sent and
 * approved through the API): only a verified doctor is listed, bookable and may prescribe.
 */
export async function apiCreateDoctorProfile(
  token: string,
  fields: DoctorProfileFields,
  { verified = true }: { verified?: boolean } = {},
): Promise<DoctorRecordAnswer> {
  const doctor = must(
    await api<DoctorRecordAnswer>('/doctor/create', { method: 'POST', token, body: fields }),
    'Creating a doctor profile',
  );
  if (verified) await apiVerifyDoctor(token, doctor._id);
  return doctor;
}

export async function apiSetTimeSlots(
  token: string,
  doctorId: string,
  week: DoctorRecordAnswer['available_time_slots'],
): Promise<DoctorRecordAnswer> {
  return must(
    await api<DoctorRecordAnswer>(`/doctor/time-slots/${doctorId}`, { method: 'PATCH', token, body: { available_time_slots: week } }),
    'Setting weekly slots',
  );
}

export async function apiCreatePatientProfile(token: string, fields: PatientProfileFields): Promise<{ _id: string }> {
  return must(await api<{ _id: string }>('/patient/create-profile', { method: 'POST', token, body: fields }), 'Creating a patient profile');
}

/** Registers a person through the API (for journeys whose subject is not sign-up). */
export async function registeredPerson(role: Role): Promise<{ user: TestUser; session: ApiSession }> {
  const user = distinctUser(role);
  return { user, session: await apiRegister(user) };
}
