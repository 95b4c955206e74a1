/** `<the player>/<the rest of the archive's path>`: the same path on every restore, so a retry never adds a second file. */
export const restoredPhotoPath = (userId: string, archivePath: string) => `${userId}/${archivePath.split('/').slice(1).join('/')}`;
