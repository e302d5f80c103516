import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddComplaintFilePayload,
  AddFilePayload,
  ApiPath,
  Code,
  DeleteGroupPayload,
  DeleteImagesPayload,
  GALLERY_UPLOAD_MAX_FILES,
  GroupListPayload,
  ImageListPayload,
  MoveImagesPayload,
  SaveGroupPayload,
  UploadFields,
} from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { ok } from '../../lib/reply';
import { zodIssueMessage } from '../../plugins/error-handler';
import { requireSession, sessionOf } from '../../plugins/auth';
import { MAX_IMAGE_BYTES } from './image-pipeline';
import * as gallery from './service';

/** Reads a multipart upload: its files (each at most 2 MB) and its fields, checked by the contract. */
async function readUpload(request: FastifyRequest, maxFiles: number) {
  const files: gallery.IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length === maxFiles) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(Code.imageRejected, 'err.too_many_files', { max: maxFiles });
        }
        files.push({ name: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw gallery.rejection('too_large');
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(Code.imageRejected, 'err.too_many_files', { max: maxFiles });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(Code.unsupportedMediaType, 'err.unsupported_media_type', {}, null, 415);
    }
    throw error;
  }
  const parsed = UploadFields.safeParse(fields);
  if (!parsed.success) {
    // The same answer as a JSON call's validation failure: the field named, in the request's language.
    throw new AppError(Code.validation, zodIssueMessage(request, parsed.error.issues[0]!));
  }
  return { files, fields: parsed.data };
}

export function galleryRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireSession(ctx);

  // Multipart is parsed only on the two upload calls.
  void app.register(async (uploadsScope) => {
    await uploadsScope.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: GALLERY_UPLOAD_MAX_FILES + 1,
        fields: 10,
        fieldSize: 100,
        parts: 40,
      },
    });
    const upload = async (request: FastifyRequest, maxFiles: number) => {
      const { files, fields } = await readUpload(request, maxFiles);
      return gallery.uploadImages(ctx, sessionOf(request).merchantId, files, fields, (key, params) =>
        translate(request.lang, key, params),
      );
    };
    uploadsScope.post(ApiPath.uploadImage, { onRequest: signedIn }, async (req) => {
      const [result] = await upload(req, 1);
      return ok(req, result);
    });
    uploadsScope.post(ApiPath.uploadImages, { onRequest: signedIn }, async (req) =>
      ok(req, { list: await upload(req, GALLERY_UPLOAD_MAX_FILES) }),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const merchant = (req: FastifyRequest) => sessionOf(req).merchantId;
  r.post(ApiPath.imageList, { onRequest: signedIn, schema: { body: ImageListPayload } }, async (req) =>
    ok(req, await gallery.imageList(ctx, merchant(req), req.body)),
  );
  r.post(ApiPath.addFile, { onRequest: signedIn, schema: { body: AddFilePayload } }, async (req) =>
    ok(req, await gallery.addFiles(ctx, merchant(req), req.body)),
  );
  r.post(
    ApiPath.addComplaintFile,
    { onRequest: signedIn, schema: { body: AddComplaintFilePayload } },
    async (req) => ok(req, await gallery.addComplaintFiles(ctx, merchant(req), req.body.upload_ids)),
  );
  r.post(
    ApiPath.deleteImages,
    { onRequest: signedIn, schema: { body: DeleteImagesPayload } },
    async (req) => {
      await gallery.deleteImages(ctx, merchant(req), req.body);
      return ok(req, null);
    },
  );
  r.post(ApiPath.moveImages, { onRequest: signedIn, schema: { body: MoveImagesPayload } }, async (req) => {
    await gallery.moveImages(ctx, merchant(req), req.body);
    return ok(req, null);
  });
  r.post(ApiPath.groupList, { onRequest: signedIn, schema: { body: GroupListPayload } }, async (req) =>
    ok(req, { list: await gallery.groupList(ctx, merchant(req), req.body.type) }),
  );
  r.post(ApiPath.saveGroup, { onRequest: signedIn, schema: { body: SaveGroupPayload } }, async (req) =>
    ok(req, await gallery.saveGroup(ctx, merchant(req), req.body)),
  );
  r.post(ApiPath.deleteGroup, { onRequest: signedIn, schema: { body: DeleteGroupPayload } }, async (req) => {
    await gallery.deleteGroup(ctx, merchant(req), req.body);
    return ok(req, null);
  });
}
