// What other features use of the media library (their only way in).
export { MEDIA_PATH } from './links';
