import type { uploadEndpoints } from '@contract/objects';
import { call, sender } from './call';

type Endpoints = typeof uploadEndpoints;

/** POST /api/objects/upload: a short-lived, single-use address to send a file to. */
export const requestUploadAddress = () => call<Endpoints['address']>('POST', '/api/objects/upload');

/** POST /api/lessons/upload-file: the stable path of a sent file, for the lesson to store. */
export const storeUploadedFile = sender<Endpoints['objectPath']>(
  'POST',
  '/api/lessons/upload-file',
);
