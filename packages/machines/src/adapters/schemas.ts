/**
 * The response schemas the browser validates answers with. They (and zod) are imported on first
 * use through `loadSchemas`, beside the request that needs them, so zod is not part of the app's
 * initial JavaScript.
 */
export {
  adminRowSchemas,
  auditPageSchema,
  blogRowListSchema,
  blogRowSchema,
  changePasswordResponseSchema,
  csvProxyResponseSchema,
  dashboardResponseSchema,
  importMappingSchema,
  importRefusedSchema,
  importResponseSchema,
  llmModelsResponseSchema,
  llmResponseSchema,
  mfaConfirmResponseSchema,
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
  promptListSchema,
  promptSchema,
  promptVersionListSchema,
  reportSettingsSchema,
  selectUserResponseSchema,
  serviceTokenCreatedSchema,
  serviceTokenSchema,
  sessionCheckResponseSchema,
  sessionUserSchema,
  staffChatMemberListSchema,
  staffChatMessageListSchema,
  staffChatMessageSchema,
  staffChatReadEventSchema,
  staffChatReceiptListSchema,
  staffChatRoomListSchema,
  stopImpersonationResponseSchema,
  userSettingsResponseSchema,
} from '@store-ops/domain';
