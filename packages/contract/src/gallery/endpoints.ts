import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

/** The image library and uploads: every signed-in merchant has its own. */
export const galleryEndpoints = defineEndpoints<typeof S>()({
  uploadImage: {
    path: '/partner/_upload_img_single',
    body: 'multipart',
    payload: 'UploadFields',
    result: 'UploadResult',
  },
  uploadImages: {
    path: '/partner/_upload_img',
    body: 'multipart',
    payload: 'UploadFields',
    result: 'UploadManyResult',
  },
  imageList: { path: '/upload.file/index', payload: 'ImageListPayload', result: 'ImageListResult' },
  addFile: { path: '/upload.file/addFile', payload: 'AddFilePayload', result: 'AddFileResult' },
  addComplaintFile: {
    path: '/upload.file/addComplaintWorkOrderFile',
    payload: 'AddComplaintFilePayload',
    result: 'AddFileResult',
  },
  deleteImages: { path: '/upload.file/del', payload: 'DeleteImagesPayload' },
  moveImages: { path: '/upload.file/changeGroup', payload: 'MoveImagesPayload' },
  groupList: { path: '/upload.group/index', payload: 'GroupListPayload', result: 'GroupListResult' },
  saveGroup: { path: '/upload.group/addGroup', payload: 'SaveGroupPayload', result: 'ImageGroup' },
  deleteGroup: { path: '/upload.group/del', payload: 'DeleteGroupPayload' },
});
