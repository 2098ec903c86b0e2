export const ADMIN_LIST_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PRIVACY_POLICY_UPDATED_ON = '2022-08-12';
export const EXTENSION_FILE_NAME = 'oneclick-extension.zip';
export const EXTENSION_DOWNLOAD_PATH = `/downloads/${EXTENSION_FILE_NAME}`;
