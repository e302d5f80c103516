import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

/** The image library and uploads: every signed-in merchant has its own. */
export const galleryEndpoints = defineEndpoints<typeof S>()({
  uploadImage: {
    path: '/partner/_upload_img_single',
    route: 'Gallery',
    grant: 'add',
    body: 'multipart',
    payload: 'UploadFields',
    result: 'UploadResult',
  },
  uploadImages: {
    path: '/partner/_upload_img',
    route: 'Gallery',
    grant: 'add',
    body: 'multipart',
    payload: 'UploadFields',
    result: 'UploadManyResult',
  },
  imageList: {
    reads: 'replica-ok',
    path: '/upload.file/index',
    route: 'Gallery',
    payload: 'ImageListPayload',
    result: 'ImageListResult',
  },
  addFile: {
    path: '/upload.file/addFile',
    route: 'Gallery',
    grant: 'add',
    payload: 'AddFilePayload',
    result: 'AddFileResult',
  },
  addComplaintFile: {
    path: '/upload.file/addComplaintWorkOrderFile',
    route: 'Gallery',
    grant: 'add',
    payload: 'AddComplaintFilePayload',
    result: 'AddFileResult',
  },
  deleteImages: {
    path: '/upload.file/del',
    route: 'Gallery',
    grant: 'delete',
    payload: 'DeleteImagesPayload',
  },
  moveImages: {
    path: '/upload.file/changeGroup',
    route: 'Gallery',
    grant: 'edit',
    payload: 'MoveImagesPayload',
  },
  groupList: {
    reads: 'replica-ok',
    path: '/upload.group/index',
    route: 'Gallery',
    payload: 'GroupListPayload',
    result: 'GroupListResult',
  },
  saveGroup: {
    path: '/upload.group/addGroup',
    route: 'Gallery',
    grant: 'edit',
    payload: 'SaveGroupPayload',
    result: 'ImageGroup',
  },
  deleteGroup: {
    path: '/upload.group/del',
    route: 'Gallery',
    grant: 'delete',
    payload: 'DeleteGroupPayload',
  },
});
