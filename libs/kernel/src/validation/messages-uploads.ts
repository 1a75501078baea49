/*
 * The messages of files sent for an import (ADR 0067): size, form, header row, staged files. Kept apart
 * from the main catalogue (messages.ts spreads them in).
 */
export const UPLOADS_FRENCH = {
  'uploads.tooLarge': 'Le fichier dépasse la taille maximale autorisée ({megabytes} Mo)',
  'uploads.noHeader': 'La première ligne doit contenir les noms des colonnes',
  'uploads.missingFile': 'Aucun fichier reçu : joignez-le dans le champ "file" du formulaire',
  'uploads.multipartRequired': 'Le fichier doit être envoyé en multipart/form-data (champ "file")',
  'uploads.multipartRefused': "Cette adresse n'accepte pas de formulaire multipart/form-data",
  'uploads.fieldsFirst': 'Les champs kind, dryRun, strict et mapping doivent précéder le fichier',
  'uploads.malformedForm': 'Le formulaire multipart/form-data est mal formé',
  'uploads.notFound': "Ce fichier déposé n'existe pas ou a déjà été importé : déposez-le à nouveau",
  'uploads.dataOrUpload':
    'Donnez soit le contenu du fichier (data et fileName), soit un fichier déposé (uploadId)',
} as const;

export const UPLOADS_ENGLISH: Record<keyof typeof UPLOADS_FRENCH, string> = {
  'uploads.tooLarge': 'The file exceeds the maximum size allowed ({megabytes} MB)',
  'uploads.noHeader': 'The first row must hold the column names',
  'uploads.missingFile': 'No file received: attach it in the "file" field of the form',
  'uploads.multipartRequired': 'The file must be sent as multipart/form-data (field "file")',
  'uploads.multipartRefused': 'This address does not accept multipart/form-data forms',
  'uploads.fieldsFirst': 'The fields kind, dryRun, strict and mapping must come before the file',
  'uploads.malformedForm': 'The multipart/form-data form is malformed',
  'uploads.notFound': 'This uploaded file does not exist or was already imported: upload it again',
  'uploads.dataOrUpload': 'Give either the file content (data and fileName) or an uploaded file (uploadId)',
};
