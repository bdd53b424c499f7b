import { z } from '../zod';

// Documents in a patient's record (issue 12, SPEC §5 upload rules in ../uploads.ts).
//
// Upload: the file's bytes as the request body (`content-type: application/octet-stream`), its
// name in the `x-file-name` header (URI-encoded). The server checks the name's extension against
// SPEC §5, sniffs the content (magic bytes) and refuses a mismatch with the SPEC §5 message, and
// refuses a body over the limit with "File size can't be more than {limit} MB." (413).
//
// Endpoints: `endpoints/documents.ts` (signed in; someone else's document is a 404; a download
// link's address is its own short-lived, signed credential).

export const MAX_FILE_NAME_LENGTH = 200;

export const documentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.enum(['you', 'clinician']),
  uploader_name: z.string().nullable(),
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type HealthDocument = z.infer<typeof documentSchema>;

export const documentResponseSchema = z.object({ data: documentSchema });
export const documentsResponseSchema = z.object({ data: z.array(documentSchema) });
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found.';
export const FILE_NAME_REQUIRED_MESSAGE = 'Name the file in the x-file-name header.';
export const EMPTY_FILE_MESSAGE = 'The file is empty.';

export const deletedResponseSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });
