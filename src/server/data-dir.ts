/** Where the server keeps its data when DATA_DIR is not set (relative to its working folder). */
export const DEFAULT_DATA_DIR = './data';
