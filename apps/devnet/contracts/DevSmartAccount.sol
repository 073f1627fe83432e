// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title DevSmartAccount
/// @notice A minimal ERC-1271 smart account for the Airlock devnet: one owner EOA, whose ECDSA
///         signature over a hash is this account's signature over it. It lets sign-in (SIWE) and
///         other signature checks be tested against a contract account. The owner can make it
///         call anything. Never deploy this on a real network: the hash is not bound to this
///         account (no ERC-7739 wrapping), so a signature for one account of an owner is valid
///         for every other account of the same owner.
contract DevSmartAccount is IERC1271 {
    address public immutable owner;

    error NotOwner();

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice ERC-1271: the magic value when `signature` is the owner's over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature)
        external
        view
        returns (bytes4)
    {
        (address signer, ECDSA.RecoverError error_,) = ECDSA.tryRecover(hash, signature);
        if (error_ == ECDSA.RecoverError.NoError && signer == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }

    /// @notice Calls `target` with `value` and `data` as this account; only the owner may.
    function execute(address target, uint256 value, bytes calldata data)
        external
        returns (bytes memory result)
    {
        if (msg.sender != owner) revert NotOwner();
        bool success;
        (success, result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    receive() external payable {}
}
