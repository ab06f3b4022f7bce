import { createDataQuery } from '../../engine/data/data-query';
import { http } from './http';

/** The app's generic data query over the one HTTP client. */
export const dataQuery = createDataQuery(http);
