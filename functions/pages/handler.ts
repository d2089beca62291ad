export const handler = async (): Promise<null> => null; // placeholder: being written
