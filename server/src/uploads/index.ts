// Uploaded images (profile photos, licence scans): reading forms, storing and serving them.
import { defineFeature } from '../feature';
import type { Platform } from '../platform';
import { uploadsPlugin } from './upload-routes';

export { acceptMultipart, readImageUpload, readProfileForm } from './profile-form';
export { PayloadTooLarge, processProfileImage } from './profile-image';
export { deleteImageByUrl, insertImage } from './upload-repository';

export const uploadsFeature = defineFeature<Pick<Platform, 'database'>>({ name: 'uploads', plugins: [uploadsPlugin] });
