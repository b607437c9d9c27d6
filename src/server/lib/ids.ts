import { pathId } from '../../contract/common.ts';

/** True for UUID-shaped text: the ids the API hands out. */
export const isUuid = (value: string): boolean => pathId.safeParse(value).success;
