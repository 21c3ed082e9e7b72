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
