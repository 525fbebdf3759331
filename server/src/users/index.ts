// User accounts as stored: lookups, profile details and their API shape.
export { toE164 } from './phone-number';
export {
  countUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  markWelcomed,
  normaliseEmail,
  setUserProfileImage,
  updateAccountDetails,
  updatePasswordHash,
} from './user-repository';
export { apiUserSchema, authResultSchema, toApiUser } from './user-serializer';
