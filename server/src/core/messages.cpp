#include "core/messages.h"

#include <array>
#include <unordered_map>

namespace qsr {
namespace {

struct Entry {
  std::string_view zh_hk, zh_cn, en;
};

// Keep sorted by area. zh texts follow the spec (spec 000 §8, 001 §8) where it gives one.
const std::unordered_map<std::string_view, Entry>& catalogue() {
  static const std::unordered_map<std::string_view, Entry> m = {
      // General
      {"ok", {"成功", "成功", "OK"}},
      {"unknown_error", {"未知錯誤", "未知错误", "Unknown error"}},
      {"business_error", {"業務異常", "业务异常", "Business error"}},
      {"network_busy", {"當前網絡繁忙，請稍後再試。", "当前网络繁忙，请稍后再试。", "The network is busy. Please try again later."}},
      {"too_many_requests", {"訪問人數過多，請稍後嘗試", "访问人数过多，请稍后尝试", "Too many visitors. Please try again later."}},
      {"not_found", {"找不到此頁面或資料", "找不到此页面或数据", "Not found"}},
      {"method_not_allowed", {"不支援此請求方法", "不支持此请求方法", "Method not allowed"}},
      {"body_too_large", {"提交的內容太大", "提交的内容太大", "The request is too large"}},
      {"bad_json", {"請求格式錯誤（JSON 無法解析）", "请求格式错误（JSON 无法解析）", "Malformed request: the JSON cannot be parsed"}},
      {"bad_form", {"請求格式錯誤（表單無法解析）", "请求格式错误（表单无法解析）", "Malformed request: the form cannot be parsed"}},
      {"bad_path", {"請求路徑無效", "请求路径无效", "Invalid request path"}},
      {"param_missing", {"缺少參數：{0}", "缺少参数：{0}", "Missing parameter: {0}"}},
      {"param_invalid", {"參數無效：{0}", "参数无效：{0}", "Invalid parameter: {0}"}},
      {"service_unavailable", {"服務暫時不可用，請稍後再試", "服务暂时不可用，请稍后再试", "The service is temporarily unavailable"}},
      // Stores
      {"store_not_found", {"找不到此門店", "找不到此门店", "Store not found"}},
      {"store_resting", {"門店休息中", "门店休息中", "The store is resting"}},
      {"store_busy", {"繁忙，暫不接單", "繁忙，暂不接单", "Busy: not taking orders at the moment"}},
      {"store_no_order_type", {"此門店不提供該點餐方式", "此门店不提供该点餐方式", "This store does not offer this order type"}},
      {"no_store_for_order_type", {"附近沒有提供該點餐方式的門店", "附近没有提供该点餐方式的门店", "No store offers this order type"}},
      {"address_out_of_range", {"附近門店無法配送到該地址，建議選擇自取", "附近门店无法配送到该地址，建议选择自取", "No nearby store delivers to this address. Try pickup instead."}},
      {"slot_today", {"今天", "今天", "Today"}},
      {"slot_tomorrow", {"明天", "明天", "Tomorrow"}},
      {"slot_day_after", {"後天", "后天", "Day after tomorrow"}},
      {"status_open", {"營業中", "营业中", "Open"}},
      {"status_closed", {"休息中", "休息中", "Closed"}},
      {"status_break", {"小休中", "小休中", "On a break"}},
      {"status_busy", {"繁忙", "繁忙", "Busy"}},
      // Goods
      {"goods_not_found", {"本門店此商品已下架", "本门店此商品已下架", "This item is no longer available at this store"}},
      {"goods_sold_out", {"本門店此商品已售罄", "本门店此商品已售罄", "Sold out at this store"}},
      {"goods_spec_removed", {"本門店此商品對應規格已下架", "本门店此商品对应规格已下架", "This option is no longer available at this store"}},
      {"goods_not_for_sale", {"本門店此商品未上架", "本门店此商品未上架", "Not on sale at this store"}},
      {"goods_waiting", {"即將開售", "即将开售", "Coming soon"}},
      {"goods_outside_sale_time", {"非售賣時間", "非售卖时间", "Not available at this time"}},
      // Cart
      {"goods_outside_sale_time_add", {"非售賣時間商品不能加購物車", "非售卖时间商品不能加购物车", "This item is not on sale at this time and cannot be added"}},
      {"cart_spec_required", {"請選擇規格", "请选择规格", "Please choose an option"}},
      {"cart_attr_required", {"請選擇必選項", "请选择必选项", "Please make the required choices"}},
      {"cart_attr_invalid", {"所選口味無效，請重新選擇", "所选口味无效，请重新选择", "That choice is not available. Please choose again."}},
      {"cart_package_invalid", {"套餐選擇不完整，請重新選擇", "套餐选择不完整，请重新选择", "Please complete the meal set choices"}},
      {"cart_limit_reached", {"已達到購買商品數量上限，無法繼續添加~", "已达到购买商品数量上限，无法继续添加~", "You have reached the purchase limit for this item~"}},
      {"cart_quantity_limit", {"超出商品數量上限~", "超出商品数量上限~", "That is more than we can take for one item~"}},
      {"cart_price_changed", {"商品價格異常，請重新選擇", "商品价格异常，请重新选择", "The price has changed. Please choose again."}},
      {"cart_line_not_found", {"購物車中沒有此商品", "购物车中没有此商品", "This item is not in your cart"}},
      // Orders and payment
      {"order_not_found", {"訂單ID有誤！", "订单ID有误！", "Order not found"}},
      {"order_cart_empty", {"購物車是空的，請先選購商品", "购物车是空的，请先选购商品", "Your cart is empty"}},
      {"order_line_unavailable", {"{0}：{1}", "{0}：{1}", "{0}: {1}"}},
      {"order_slot_invalid", {"所選時間不可預約，請重新選擇", "所选时间不可预约，请重新选择", "That time cannot be booked. Please choose another."}},
      {"order_address_required", {"請選擇送餐地址", "请选择送餐地址", "Please choose a delivery address"}},
      {"order_below_minimum", {"未達起送金額，還差 ${0}", "未达起送金额，还差 ${0}", "Add ${0} more to reach the delivery minimum"}},
      {"order_amount_zero", {"訂單金額須大於0", "订单金额须大于0", "The order amount must be greater than 0"}},
      {"order_phone_invalid", {"請輸入正確的預留電話", "请输入正确的预留电话", "Please enter a valid contact phone"}},
      {"order_note_too_long", {"備註最多 50 字", "备注最多 50 字", "The note can be at most 50 characters"}},
      {"order_idempotency_key", {"缺少請求標識，請重新提交", "缺少请求标识，请重新提交", "Missing Idempotency-Key: please submit again"}},
      {"order_already_paid", {"訂單已支付", "订单已支付", "This order is already paid"}},
      {"order_cancelled", {"訂單已取消", "订单已取消", "This order was cancelled"}},
      {"order_cannot_cancel", {"商家已接單，訂單不能取消，如需退款請申請退款", "商家已接单，订单不能取消，如需退款请申请退款", "The store has accepted the order; it can no longer be cancelled. Ask for a refund instead."}},
      {"order_cannot_delete", {"進行中的訂單不能刪除", "进行中的订单不能删除", "An order in progress cannot be deleted"}},
      {"order_cannot_remind", {"此訂單現在不能催單", "此订单现在不能催单", "This order can't be chased now"}},
      {"order_remind_not_yet", {"訂單預計 {0} 完成，到時仍未完成可再催單", "订单预计 {0} 完成，届时仍未完成可再催单", "Your order is expected at {0}. If it isn't ready by then, you can chase it."}},
      {"order_remind_too_soon", {"已通知門店，請 {0} 分鐘後再催單", "已通知门店，请 {0} 分钟后再催单", "The store has been told. You can chase again in {0} min."}},
      {"order_illegal_transition", {"訂單狀態已變更，請刷新", "订单状态已变更，请刷新", "The order has changed. Please refresh."}},
      {"wallet_insufficient", {"儲值餘額不足，請充值或選擇其他支付方式", "储值余额不足，请充值或选择其他支付方式", "Not enough stored value. Top up or choose another way to pay."}},
      {"pay_gateway_unavailable", {"支付服務暫時不可用，請稍後再試", "支付服务暂时不可用，请稍后再试", "Card payment is unavailable right now. Please try again later."}},
      {"pay_password_required", {"請輸入支付密碼", "请输入支付密码", "Please enter your payment password"}},
      {"pay_password_not_set", {"請先設置支付密碼", "请先设置支付密码", "Please set a payment password first"}},
      {"pay_password_wrong", {"支付密碼錯誤，還可嘗試 {0} 次", "支付密码错误，还可尝试 {0} 次", "Wrong payment password: {0} tries left"}},
      {"pay_password_locked", {"支付密碼錯誤次數過多，今日已鎖定", "支付密码错误次数过多，今日已锁定", "Too many wrong payment passwords: wallet payment is locked for today"}},
      {"pay_password_shape", {"支付密碼須為 6 位數字", "支付密码须为 6 位数字", "The payment password must be 6 digits"}},
      {"pay_method_unavailable", {"暫不支援此支付方式", "暂不支持此支付方式", "This payment method is not available"}},
      {"pay_type_wallet", {"儲值支付", "储值支付", "Stored value"}},
      {"pay_type_card", {"信用卡", "信用卡", "Card"}},
      {"payment_status_pending", {"處理中", "处理中", "Processing"}},
      {"payment_status_succeeded", {"已支付", "已支付", "Paid"}},
      {"payment_status_failed", {"未成功", "未成功", "Not completed"}},
      {"payment_status_refunding", {"退款中", "退款中", "Refunding"}},
      {"payment_status_refunded", {"已退款", "已退款", "Refunded"}},
      {"order_status_waiting_payment", {"待付款", "待付款", "Waiting for payment"}},
      {"order_status_paying", {"支付中", "支付中", "Paying"}},
      {"order_status_payment_failed", {"支付失敗", "支付失败", "Payment failed"}},
      {"order_status_awaiting_acceptance", {"待商家接單", "待商家接单", "Waiting for the store"}},
      {"order_status_in_production", {"製作中", "制作中", "Being prepared"}},
      {"order_status_ready", {"待取餐", "待取餐", "Ready for pickup"}},
      {"order_status_rider_to_merchant", {"騎手前往商家", "骑手前往商家", "Rider on the way to the store"}},
      {"order_status_rider_delivering", {"騎手配送中", "骑手配送中", "Out for delivery"}},
      {"order_status_finished", {"已完成", "已完成", "Completed"}},
      {"order_status_cancelled", {"已取消", "已取消", "Cancelled"}},
      // Refunds
      {"refund_not_possible", {"此訂單暫不能申請退款", "此订单暂不能申请退款", "This order cannot be refunded now"}},
      {"refund_already_open", {"此訂單已有處理中的退款申請", "此订单已有处理中的退款申请", "A refund request for this order is already open"}},
      {"refund_bad_lines", {"退款商品或數量有誤", "退款商品或数量有误", "Those items or quantities cannot be refunded"}},
      {"refund_not_found", {"找不到此退款申請", "找不到此退款申请", "Refund request not found"}},
      {"refund_already_decided", {"此退款申請已處理", "此退款申请已处理", "This refund request has already been decided"}},
      {"refund_reason_wrong_item", {"商品送錯", "商品送错", "Wrong item"}},
      {"refund_reason_missing_item", {"商品漏送", "商品漏送", "Item missing"}},
      {"refund_reason_quality", {"食品質量問題", "食品质量问题", "Food quality problem"}},
      {"refund_reason_late", {"等候時間過長", "等候时间过长", "Took too long"}},
      {"refund_reason_other", {"其他原因", "其他原因", "Other reason"}},
      {"refund_log_10", {"已提交退款申請", "已提交退款申请", "Refund requested"}},
      {"refund_log_30", {"商家已同意退款", "商家已同意退款", "The store agreed"}},
      {"refund_log_40", {"商家已拒絕退款", "商家已拒绝退款", "The store declined"}},
      {"refund_log_50", {"退款成功", "退款成功", "Refunded"}},
      {"refund_log_60", {"退款失敗", "退款失败", "Refund failed"}},
      // Dine-in
      {"dine_table_not_found", {"找不到此枱號，請掃描枱上的二維碼", "找不到此桌号，请扫描桌上的二维码", "Table not found. Please scan the code on your table."}},
      {"dine_no_session", {"此枱尚未開枱，請掃描枱上的二維碼", "此桌尚未开台，请扫描桌上的二维码", "This table is not open yet. Please scan the code on your table."}},
      {"dine_nothing_to_order", {"請先選擇菜品", "请先选择菜品", "Please choose some dishes first"}},
      {"dine_scan_again", {"請重新掃描枱上的二維碼", "请重新扫描桌上的二维码", "Please scan the QR code on your table again"}},
      {"dine_round_not_found", {"找不到此輪菜式，或已上菜", "找不到此轮菜式，或已上菜", "No such round, or it was served already"}},
      {"dine_table_paying", {"此枱正在結賬，不能再加菜", "此桌正在结账，不能再加菜", "This table is paying; no more dishes can be added"}},
      // Group orders
      {"spell_not_found", {"找不到此拼單", "找不到此拼单", "Group order not found"}},
      {"spell_cancelled", {"取消拼單成功", "取消拼单成功", "The group order was cancelled"}},
      {"spell_submitted", {"此拼單已提交", "此拼单已提交", "This group order has been submitted"}},
      {"spell_full", {"拼單人數已滿（最多 100 人）", "拼单人数已满（最多 100 人）", "This group order is full (100 people at most)"}},
      {"spell_only_launcher", {"只有發起人可以操作", "只有发起人可以操作", "Only the person who started the group order can do this"}},
      {"spell_launcher_cannot_leave", {"發起人不能退出，請取消拼單", "发起人不能退出，请取消拼单", "The starter cannot leave; cancel the group order instead"}},
      {"spell_not_yours", {"不能減少別人拼單的商品哦~", "不能减少别人拼单的商品哦~", "You cannot reduce someone else's items~"}},
      {"spell_no_package", {"很抱歉，拼單場景下暫不支持購買套餐~", "很抱歉，拼单场景下暂不支持购买套餐~", "Sorry, meal sets cannot be ordered in a group order~"}},
      {"spell_already_open", {"您有一張進行中的拼單", "您有一张进行中的拼单", "You already have an open group order"}},
      // Accounts and sessions
      {"login_required", {"請先登入", "请先登录", "Please log in first"}},
      {"session_expired", {"登入失效，請點擊重新登入", "登录失效，请点击重新登录", "Your login has expired. Please log in again."}},
      {"phone_required", {"請先綁定手機號碼", "请先绑定手机号码", "Please add your phone number first"}},
      {"member_frozen", {"會員已凍結，請聯繫客服解凍", "会员已冻结，请联系客服解冻", "This membership is frozen. Please contact customer service."}},
      {"forbidden", {"沒有權限", "没有权限", "Not allowed"}},
      {"sms_code_text", {"您的驗證碼是 {0}，5 分鐘內有效。請勿告訴他人。", "您的验证码是 {0}，5 分钟内有效。请勿告诉他人。", "Your verification code is {0}. It expires in 5 minutes. Do not share it."}},
      {"sms_too_soon", {"驗證碼已發送，請 60 秒後再試", "验证码已发送，请 60 秒后再试", "A code was just sent. Please wait 60 seconds before asking again."}},
      {"sms_daily_limit", {"今日獲取驗證碼次數已達上限，請明天再試", "今日获取验证码次数已达上限，请明天再试", "You have asked for too many codes today. Please try tomorrow."}},
      {"sms_send_failed", {"驗證碼發送失敗，請稍後再試", "验证码发送失败，请稍后再试", "The code could not be sent. Please try again later."}},
      {"sms_code_wrong", {"驗證碼錯誤", "验证码错误", "The verification code is wrong"}},
      {"sms_code_expired", {"驗證碼已過期，請重新獲取", "验证码已过期，请重新获取", "The code has expired. Please ask for a new one."}},
      {"sms_code_too_many", {"驗證碼錯誤次數過多，請重新獲取", "验证码错误次数过多，请重新获取", "Too many wrong codes. Please ask for a new one."}},
      {"phone_not_registered", {"此手機號碼尚未註冊", "此手机号码尚未注册", "This phone number is not registered"}},
      {"not_staff", {"此帳號不是員工帳號", "此账号不是员工账号", "This account is not a staff account"}},
      {"agreement_required", {"請先閱讀並同意會員條款及私隱政策", "请先阅读并同意会员条款及隐私政策", "Please read and accept the member terms and the privacy policy"}},
      {"invite_code_unknown", {"請輸入正確的邀請碼", "请输入正确的邀请码", "Please enter a valid invitation code"}},
      {"wrong_credentials", {"手機號碼或密碼錯誤", "手机号码或密码错误", "Wrong phone number or password"}},
      {"wrong_password", {"密碼錯誤", "密码错误", "Wrong password"}},
      {"wrong_old_password", {"原密碼錯誤", "原密码错误", "The current password is wrong"}},
      {"login_locked", {"密碼錯誤次數過多，請 15 分鐘後再試", "密码错误次数过多，请 15 分钟后再试", "Too many wrong passwords. Please try again in 15 minutes."}},
      {"first_login_set_password", {"首次登入請重新設定密碼", "首次登录请重新设置密码", "First login: please set a password"}},
      {"third_party_failed", {"授權失敗，請在授權頁面開啟個人信息授權", "授权失败，请在授权页面开启个人信息授权", "Authorisation failed. Please allow access to your profile on the sign-in page."}},
      {"rebind_identity", {"此帳號已被註冊，繼續將重新綁定", "此账号已被注册，继续将重新绑定", "This account is already registered. Continue to bind it here."}},
      {"rebind_phone", {"此手機號碼已註冊，繼續將重新綁定", "此手机号码已注册，继续将重新绑定", "This phone number is already registered. Continue to bind it here."}},
      {"rebind_merge", {"此帳號已被註冊，繼續將重新綁定並與原帳號合併", "此账号已被注册，继续将重新绑定并与原账号合并", "Already registered. Continue to bind it and merge it with the original account."}},
      {"rebind_forced_merge", {"兩個帳號將合併為一個，合併後請重新登入", "两个账号将合并为一个，合并后请重新登录", "The two accounts will be merged into one. Please log in again afterwards."}},
      {"octopus_taken", {"八達通卡號已被其他帳號註冊", "八达通卡号已被其他账号注册", "This Octopus card number is registered by another member"}},
      {"first_name_required", {"請輸入名字", "请输入名字", "Please enter your first name"}},
      {"last_name_required", {"請輸入姓氏", "请输入姓氏", "Please enter your last name"}},
      {"address_not_found", {"找不到此地址", "找不到此地址", "Address not found"}},
      {"address_limit", {"最多可保存 20 個地址", "最多可保存 20 个地址", "You can keep at most 20 addresses"}},
      // ---- Validators (core/validators.h) and uploads (modules/upload) ----
      {"phone_invalid", {"請輸入正確的手機號碼", "请输入正确的手机号码", "Please enter a valid phone number"}},
      {"area_code_invalid", {"不支援此區號", "不支持此区号", "This area code is not supported"}},
      {"password_weak", {"密碼須為 8 至 64 位，包含數字、大寫字母、小寫字母及符號，且不可包含空格", "密码须为 8 至 64 位，包含数字、大写字母、小写字母及符号，且不可包含空格", "Passwords need 8 to 64 characters with a digit, an upper-case letter, a lower-case letter and a symbol, and no spaces"}},
      {"password_mismatch", {"兩次輸入的密碼不一致", "两次输入的密码不一致", "The two passwords do not match"}},
      {"birthday_invalid", {"請輸入正確的生日", "请输入正确的生日", "Please enter a valid birthday"}},
      {"birthday_under_14", {"當前輸入生日不滿十四周歲，請確認！", "当前输入生日不满十四周岁，请确认！", "You must be at least 14 years old."}},
      {"birthday_month_required", {"請選擇出生月份", "请选择出生月份", "Please choose your birth month"}},
      {"email_invalid", {"請輸入正確的電郵地址", "请输入正确的邮箱地址", "Please enter a valid email address"}},
      {"octopus_invalid", {"請輸入正確的八達通卡號", "请输入正确的八达通卡号", "Please enter a valid Octopus card number"}},
      {"invite_code_invalid", {"請輸入正確的邀請碼或優惠碼（最多 32 位字母或數字）", "请输入正确的邀请码或优惠码（最多 32 位字母或数字）", "Please enter a valid code (up to 32 letters or digits)"}},
      {"tax_number_invalid", {"稅號須為 15、18 或 20 位大寫字母或數字", "税号须为 15、18 或 20 位大写字母或数字", "A tax number has 15, 18 or 20 upper-case letters or digits"}},
      {"nickname_invalid", {"暱稱須為 1 至 20 個字，且不可包含控制字元", "昵称须为 1 至 20 个字，且不可包含控制字符", "Nicknames need 1 to 20 characters and no control characters"}},
      {"sex_invalid", {"請選擇正確的性別", "请选择正确的性别", "Please choose a valid gender"}},
      {"upload_failed", {"上傳失敗", "上传失败", "Upload failed"}},
      {"image_too_large", {"圖片大小不能超過5MB", "图片大小不能超过5MB", "Images must be 5 MB or smaller"}},
      {"upload_not_image", {"只能上傳 JPG、PNG、GIF 或 WebP 圖片", "只能上传 JPG、PNG、GIF 或 WebP 图片", "Only JPG, PNG, GIF or WebP images can be uploaded"}},
      {"upload_missing_file", {"請選擇要上傳的圖片", "请选择要上传的图片", "Please choose an image to upload"}},
      // Coupons (spec 001 §8 reasons and texts, 000 §4 statuses)
      {"dine_nothing_to_pay", {"本枱沒有待付款的訂單，請先結帳", "本桌没有待付款的订单，请先结账", "This table has no order waiting for payment. Check out first"}},
      {"coupon_reason_not_activated", {"優惠券未激活", "优惠券未激活", "This coupon is not activated"}},
      {"coupon_reason_channel", {"不適用的渠道", "不适用的渠道", "Not valid in this channel"}},
      {"coupon_reason_business_type", {"優惠券不適用於當前業務", "优惠券不适用于当前业务", "Not valid for this order type"}},
      {"coupon_reason_validity", {"不在優惠券有效期內", "不在优惠券有效期内", "Outside the coupon's validity period"}},
      {"coupon_reason_booked_time", {"送達時間不在優惠券可用時段內", "送达时间不在优惠券可用时段内", "The delivery time is outside the coupon's available period"}},
      {"coupon_reason_use_time", {"當前時段不可用", "当前时段不可用", "Not usable at this time"}},
      {"coupon_reason_store", {"優惠券不適用於當前門店", "优惠券不适用于当前门店", "Not valid at this store"}},
      {"coupon_reason_item", {"不適用的商品", "不适用的商品", "Not valid for these items"}},
      {"coupon_reason_no_product", {"未選擇指定商品", "未选择指定商品", "No eligible item selected"}},
      {"coupon_reason_threshold", {"未滿足最低使用門檻", "未满足最低使用门槛", "Minimum spend not reached"}},
      {"coupon_reason_insufficient_amount", {"金額不足", "金额不足", "The amount is not enough"}},
      {"coupon_reason_mutual_exclusion", {"積分或儲值支付不可同時使用此券", "积分或储值支付不可同时使用此券", "Cannot be combined with points or stored value"}},
      {"coupon_reason_combination", {"不適用於組合商品", "不适用于组合商品", "The item combination is incomplete"}},
      {"coupon_reason_group_only", {"僅限拼單使用", "仅限拼单使用", "For group orders only"}},
      {"coupon_reason_not_for_group", {"拼單不可用", "拼单不可用", "Not valid for group orders"}},
      {"coupon_reason_stored_value_only", {"僅限儲值支付享受優惠", "仅限储值支付享受优惠", "Discount only for stored-value payment"}},
      {"coupon_reason_stored_value_balance", {"儲值餘額不足", "储值余额不足", "Insufficient stored-value balance"}},
      {"coupon_reason_brand_balance", {"品牌餘額不足", "品牌余额不足", "Insufficient brand balance"}},
      {"coupon_reason_store_balance", {"門店餘額不足", "门店余额不足", "Insufficient store balance"}},
      {"coupon_reason_user_group", {"不在適用人群內", "不在适用人群内", "Not in the eligible member group"}},
      {"coupon_reason_gift", {"贈品不符合活動要求", "赠品不符合活动要求", "The gift items do not match the offer"}},
      {"coupon_reason_exchange_items", {"還未添加{0}件可兌換商品", "还未添加{0}件可兑换商品", "{0} more exchangeable item(s) needed"}},
      {"coupon_reason_one_per_order", {"每單限用一張", "每单限用一张", "Limited to one per order"}},
      {"coupon_reason_goods_differ", {"券的適用商品不一致", "券的适用商品不一致", "The coupons apply to different items"}},
      {"coupon_reason_not_stackable", {"不可與已選優惠券同時使用", "不可与已选优惠券同时使用", "Cannot be combined with the selected coupons"}},
      {"coupon_reason_count_limit", {"已達本單使用上限", "已达本单使用上限", "Usage limit for this order reached"}},
      {"coupon_reason_unknown_coupon", {"找不到此優惠券", "找不到此优惠券", "Coupon not found"}},
      {"coupon_category_10", {"滿減券", "满减券", "Amount off"}},
      {"coupon_category_20", {"折扣券", "折扣券", "Percentage off"}},
      {"coupon_category_30", {"滿贈券", "满赠券", "Gift with purchase"}},
      {"coupon_category_50", {"特價券", "特价券", "Special price"}},
      {"coupon_category_60", {"運費券", "运费券", "Delivery fee"}},
      {"coupon_category_70", {"會員專享券", "会员专享券", "Members' coupon"}},
      {"coupon_category_80", {"兌換券", "兑换券", "Free item"}},
      {"coupon_category_90", {"換購券", "换购券", "Add-on deal"}},
      {"coupon_category_100", {"代金券", "代金券", "Cash voucher"}},
      {"coupon_category_110", {"買贈活動", "买赠活动", "Buy and get"}},
      {"coupon_status_10", {"待使用", "待使用", "Available"}},
      {"coupon_status_20", {"已使用", "已使用", "Used"}},
      {"coupon_status_30", {"已作廢", "已作废", "Voided"}},
      {"coupon_status_40", {"已過期", "已过期", "Expired"}},
      {"coupon_status_50", {"凍結中", "冻结中", "Frozen"}},
      {"coupon_status_60", {"贈送中", "赠送中", "Being gifted"}},
      {"coupon_status_70", {"已贈送", "已赠送", "Given away"}},
      {"coupon_stacking_0", {"不可與其他優惠券同時使用", "不可与其他优惠券同时使用", "Cannot be combined with other coupons"}},
      {"coupon_stacking_1", {"可與同款優惠券疊加使用", "可与同款优惠券叠加使用", "Stacks with coupons of the same kind"}},
      {"coupon_stacking_2", {"可與同類優惠券疊加使用", "可与同类优惠券叠加使用", "Stacks with coupons of the same category"}},
      {"coupon_stacking_3", {"可與同層級優惠券疊加使用", "可与同层级优惠券叠加使用", "Stacks with coupons of the same level"}},
      {"coupon_stacking_4", {"可與其他優惠券疊加使用", "可与其他优惠券叠加使用", "Stacks with other coupons"}},
      {"coupon_rule_no_threshold", {"無門檻", "无门槛", "No minimum spend"}},
      {"coupon_rule_threshold", {"滿${0}可用", "满${0}可用", "Spend ${0} or more"}},
      {"coupon_rule_threshold_units", {"滿{0}件可用", "满{0}件可用", "Buy {0} or more"}},
      {"coupon_value_amount", {"減${0}", "减${0}", "${0} off"}},
      {"coupon_value_percentage", {"{0}折", "{0}折", "Pay {0}%"}},
      {"coupon_value_free_delivery", {"免運費", "免运费", "Free delivery"}},
      {"coupon_value_special", {"特價${0}", "特价${0}", "Special price ${0}"}},
      {"coupon_value_free_item", {"免費兌換", "免费兑换", "Free item"}},
      {"coupon_value_bogo", {"買{0}送1", "买{0}送1", "Buy {0}, get 1 free"}},
      {"coupon_channel_common", {"本品牌App", "本品牌App", "Our app"}},
      {"coupon_not_found", {"找不到此優惠券", "找不到此优惠券", "Coupon not found"}},
      {"coupon_not_usable", {"此優惠券目前不可用", "此优惠券目前不可用", "This coupon cannot be used now"}},
      {"coupon_fully_claimed", {"已領完", "已领完", "All claimed"}},
      {"coupon_claim_limit", {"已達領取上限", "已达领取上限", "You have claimed the maximum"}},
      {"coupon_campaign_not_started", {"活動尚未開始", "活动尚未开始", "The campaign has not started yet"}},
      {"coupon_campaign_ended", {"活動已結束", "活动已结束", "The campaign has ended"}},
      {"coupon_code_invalid", {"兌換碼無效~", "兑换码无效~", "This code is not valid~"}},
      {"coupon_code_malformed", {"請輸入正確的優惠碼", "请输入正确的优惠码", "Please enter a valid coupon code"}},
      {"coupon_gift_limit", {"贈送次數超出限制", "赠送次数超出限制", "Gift limit exceeded"}},
      {"coupon_gift_gone", {"此禮物已被領取或已失效", "此礼物已被领取或已失效", "This gift has been claimed or is no longer available"}},
      {"coupon_gift_own", {"不能領取自己贈送的優惠券", "不能领取自己赠送的优惠券", "You cannot claim your own gift"}},
      {"coupon_goods_cleared", {"條件改變，已移除與優惠券綁定的商品", "条件改变，已移除与优惠券绑定的商品", "Items that came with a coupon were removed because the coupon no longer applies"}},
      {"coupon_goods_not_applicable", {"此商品不適用於這張優惠券", "此商品不适用于这张优惠券", "This item can't be taken with that coupon"}},
      {"coupon_goods_once", {"每款商品只可換購一次", "每款商品只可换购一次", "Each item can be taken only once with a coupon"}},
      {"coupon_goods_limit", {"這張優惠券最多可選 {0} 件", "这张优惠券最多可选 {0} 件", "That coupon covers at most {0} item(s)"}},
      {"coupon_requires_stored_value", {"此訂單使用的優惠券僅限儲值支付，請以儲值支付", "此订单使用的优惠券仅限储值支付，请以储值支付", "A coupon on this order is for stored-value payment only. Please pay from your stored value."}},
      {"coupon_excludes_stored_value", {"此訂單使用的優惠券不可與儲值支付同時使用，請選擇其他支付方式", "此订单使用的优惠券不可与储值支付同时使用，请选择其他支付方式", "A coupon on this order cannot be combined with stored-value payment. Please choose another way to pay"}},
      {"coupon_taken", {"優惠券交易失敗，請重新選擇", "优惠券交易失败，请重新选择", "The coupon could not be used. Please choose again"}},
      {"coupon_selection_invalid", {"預驗證失敗，請重新選擇優惠券", "预验证失败，请重新选择优惠券", "Coupon check failed. Please choose your coupons again"}},
      {"coupon_template_invalid", {"優惠券設定有誤：{0}", "优惠券设定有误：{0}", "Invalid coupon settings: {0}"}},
  };
  return m;
}

}  // namespace

std::string message(Lang lang, std::string_view key, const std::vector<std::string>& args) {
  const auto& m = catalogue();
  auto it = m.find(key);
  if (it == m.end()) it = m.find("unknown_error");
  std::string_view text = lang == Lang::en ? it->second.en : lang == Lang::zh_CN ? it->second.zh_cn : it->second.zh_hk;
  std::string out;
  out.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{' && i + 2 < text.size() && text[i + 2] == '}' && text[i + 1] >= '0' && text[i + 1] <= '9') {
      size_t index = static_cast<size_t>(text[i + 1] - '0');
      if (index < args.size()) out += args[index];
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

bool has_message(std::string_view key) { return catalogue().count(key) != 0; }

std::vector<std::string_view> message_keys() {
  std::vector<std::string_view> keys;
  for (const auto& [k, _] : catalogue()) keys.push_back(k);
  return keys;
}

}  // namespace qsr
